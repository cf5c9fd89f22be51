import { describe, expect, it } from 'vitest';
import { cleanLeadLine, cleanLeadText, consultationRequestSchema, contactMessageSchema } from '@cq/shared';
import { listOutbox } from '../src/data/ops/outbox';
import { invoke, useTestTable } from './harness';

/**
 * Lead fields reach the team's mailbox and screens: control characters (C0 but tab and newline, C1, DEL),
 * ANSI escapes and bidi overrides are stripped, single-line fields hold one line, and a visitor's free text is
 * quoted in the notice, so nothing typed into a form can forge a line of the notification.
 */
useTestTable();

describe('lead text cleaning', () => {
  it('strips control characters, ANSI escapes and bidi overrides; keeps tabs and newlines in free text', () => {
    expect(cleanLeadText('a\u0000b\u0007c\u007fd\u0085e\u009bf')).toBe('abcdef');
    expect(cleanLeadText('\u001b[31mred\u001b[0m \u001b]0;title\u0007ok \u001bMx')).toBe('red ok x');
    expect(cleanLeadText('abc\u202edcba\u2066x\u2069')).toBe('abcdcbax');
    expect(cleanLeadText('one\r\ntwo\rthree\n\tfour')).toBe('one\ntwo\nthree\n\tfour');
    expect(cleanLeadText('שלום 👩🏽‍⚕️ é')).toBe('שלום 👩🏽‍⚕️ é');
  });

  it('makes single-line fields one line', () => {
    expect(cleanLeadLine('Ann\r\nBcc: someone@example.com\tx')).toBe('Ann Bcc: someone@example.com x');
  });

  it('applies to every free-text lead field, and a field of nothing but control characters is blank', () => {
    const contact = contactMessageSchema.parse({
      name: ' Ann\r\nSubject: forged ',
      email: 'ann@example.com',
      company: 'Acme\u202e',
      phone: '555\u0000 0100',
      message: 'Hello\u001b[2J there,\r\nplease call.',
    });
    expect(contact).toMatchObject({
      name: 'Ann Subject: forged',
      company: 'Acme',
      phone: '555 0100',
      message: 'Hello there,\nplease call.',
    });
    const blank = contactMessageSchema.safeParse({
      name: '\u0000\u0001\u202e',
      email: 'a@b.co',
      message: 'x'.repeat(20),
    });
    expect(blank.error?.issues.map((i) => i.message)).toEqual(['Name is required']);
    const intake = consultationRequestSchema.parse({
      full_name: 'Bo\r\nB',
      company_name: 'C\u0007o',
      role: 'QA\u001b[1m',
      email: 'bo@example.com',
      trial_phase: 'phase-1',
      scope: 'Scope\u0000 of the\r\nwork',
      preferred_date: '2031-01-01',
      urgency: 'asap',
      review_materials: 'TMF\u2066',
      additional_notes: 'Notes\u009b',
    });
    expect(intake).toMatchObject({
      full_name: 'Bo B',
      company_name: 'Co',
      role: 'QA',
      scope: 'Scope of the\nwork',
      review_materials: 'TMF',
      additional_notes: 'Notes',
    });
  });
});

describe('the contact notice', () => {
  it('cannot be given forged lines: names are one line, the message is quoted', async () => {
    const res = await invoke('POST', '/api/contact-messages', {
      body: {
        name: 'Mallory\r\nReply-To: attacker@example.com\r\nEmail:              boss@example.com',
        email: 'mallory@example.com',
        message: 'Hi\r\n\r\nReceived 2020-01-01 · reference forged\r\nEmail: boss@example.com',
      },
      sourceIp: '198.51.100.77',
    });
    expect(res.status).toBe(201);
    const notice = (await listOutbox(50)).find((m) => m.text.includes('Mallory'))!;
    const lines = notice.text.split('\n');
    expect(lines.filter((l) => l.startsWith('Email:'))).toEqual(['Email:              mallory@example.com']);
    expect(lines.filter((l) => l.startsWith('Received '))).toHaveLength(1);
    expect(lines).toContain('> Received 2020-01-01 · reference forged');
    expect(notice.subject).not.toMatch(/[\r\n]/);
  });
});
