import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SITE } from '@cq/shared';
import { invoke, partition, useTestTable } from '../../test/harness';
import { listOutbox } from '../data/ops/outbox';

useTestTable();

let lastIp = 0;
/** A fresh client address per test, so rate-limit counters never leak between tests. */
const nextIp = () => `198.51.100.${++lastIp}`;
const month = () => new Date().toISOString().slice(0, 7);
const leadsFrom = async (ip: string) => (await partition(`LEADS#${month()}`)).filter((i) => i.clientAddress === ip);
const mailTo = async (to: string, marker: string) =>
  (await listOutbox(200)).filter((m) => m.to.includes(to) && (m.subject.includes(marker) || m.text.includes(marker)));

const contact = {
  name: 'Priya Natarajan',
  email: 'priya@helixtherapeutics.example',
  company: 'Helix Therapeutics',
  phone: '+1 617 555 0199',
  message: 'We have an FDA inspection in six weeks and need help with TMF readiness.',
};

const intake = {
  full_name: 'Marcus Oyelaran',
  company_name: 'Brightwater Biologics',
  role: 'Director of Clinical Operations',
  email: 'marcus@brightwater.example',
  phone: '',
  trial_phase: 'phase-2',
  scope: 'Vendor audit of our central lab and a GCP gap assessment of two US sites.',
  preferred_date: '2026-12-08',
  review_materials: 'Monitoring plan, lab manual',
  urgency: 'urgent',
  budget: '15k-50k',
  additional_notes: 'Prefer mornings Eastern time.',
};

describe('POST /api/contact-messages', () => {
  it('stores the message (trimmed) and notifies the team mailbox in plain text', async () => {
    const ip = nextIp();
    const res = await invoke('POST', '/api/contact-messages', {
      body: { ...contact, name: `  ${contact.name}  ` },
      sourceIp: ip,
    });
    expect(res.status).toBe(201);
    expect(res.json).toEqual({ ok: true });
    const [lead, ...rest] = await leadsFrom(ip);
    expect(rest).toHaveLength(0);
    expect(lead).toMatchObject({
      type: 'ContactMessage',
      name: contact.name,
      email: contact.email,
      company: contact.company,
      message: contact.message,
    });
    expect(lead!.SK).toMatch(new RegExp(`^${lead!.createdAt}#${lead!.id}$`));
    // Indexed only for the staff inbox (by kind, by id), as new, at version 1.
    expect(lead).toMatchObject({
      GSI1PK: 'INBOX#ContactMessage',
      GSI2PK: `LEAD#${lead!.id}`,
      inboxStatus: 'new',
      version: 1,
    });

    const [mail] = await mailTo(SITE.teamMailbox, lead!.id);
    expect(mail).toMatchObject({ subject: `New contact message from ${contact.name}`, replyTo: contact.email });
    expect(mail!.text).toContain(contact.message);
    expect(mail!.text).toContain('Helix Therapeutics');
    expect((mail!.expiresAt - Date.now() / 1000) / 86_400).toBeGreaterThan(29.9);
  });

  it('accepts a message without the optional company and phone', async () => {
    const ip = nextIp();
    const { company: _c, phone: _p, ...required } = contact;
    expect((await invoke('POST', '/api/contact-messages', { body: required, sourceIp: ip })).status).toBe(201);
    expect(await leadsFrom(ip)).toHaveLength(1);
  });

  it.each([
    ['name', '   ', 'Name is required'],
    ['name', undefined, 'Name is required'],
    ['email', 'priya@', 'Invalid email address'],
    ['email', undefined, 'Invalid email address'],
    ['message', 'Call me.', 'Please provide a detailed message (minimum 10 characters)'],
    ['message', undefined, 'Please provide a detailed message (minimum 10 characters)'],
    ['company', 'x'.repeat(201), 'Must be at most 200 characters'],
    ['phone', 'x'.repeat(51), 'Must be at most 50 characters'],
  ])('rejects %s = %j with "%s" and stores and sends nothing', async (field, value, message) => {
    const ip = nextIp();
    const before = (await listOutbox(200)).length;
    const res = await invoke('POST', '/api/contact-messages', { body: { ...contact, [field]: value }, sourceIp: ip });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ error: 'Please correct the highlighted fields.', fields: { [field]: message } });
    expect(await leadsFrom(ip)).toHaveLength(0);
    expect(await listOutbox(200)).toHaveLength(before);
  });

  it('rejects unknown fields', async () => {
    const res = await invoke('POST', '/api/contact-messages', {
      body: { ...contact, isAdmin: true },
      sourceIp: nextIp(),
    });
    expect(res.status).toBe(400);
  });

  it('rejects a body over 64 KB with 413', async () => {
    const ip = nextIp();
    const res = await invoke('POST', '/api/contact-messages', {
      body: { ...contact, message: 'x'.repeat(70_000) },
      sourceIp: ip,
    });
    expect(res.status).toBe(413);
    expect(await leadsFrom(ip)).toHaveLength(0);
  });

  it('answers a filled honeypot exactly like a success, storing and sending nothing', async () => {
    const ip = nextIp();
    const before = (await listOutbox(200)).length;
    const real = await invoke('POST', '/api/contact-messages', { body: contact, sourceIp: nextIp() });
    const bot = await invoke('POST', '/api/contact-messages', {
      body: { ...contact, message: 'spam', website: 'https://spam.example' },
      sourceIp: ip,
    });
    expect(bot.status).toBe(real.status);
    expect(bot.json).toEqual(real.json);
    expect(await leadsFrom(ip)).toHaveLength(0);
    expect(await listOutbox(200)).toHaveLength(before + 1);
  });
});

describe('POST /api/consultation-requests', () => {
  it('stores the request as submitted, notifies the team and confirms to the requester', async () => {
    const ip = nextIp();
    const res = await invoke('POST', '/api/consultation-requests', { body: intake, sourceIp: ip });
    expect(res.status).toBe(201);
    expect(res.json).toEqual({ ok: true });
    const [lead] = await leadsFrom(ip);
    const { phone: _blank, ...given } = intake;
    expect(lead).toMatchObject({ ...given, type: 'ConsultationRequest', status: 'submitted', nda_required: false });
    expect(lead).not.toHaveProperty('phone');

    const [notice] = await mailTo(SITE.teamMailbox, lead!.id);
    expect(notice).toMatchObject({
      subject: 'New project intake from Marcus Oyelaran (Brightwater Biologics)',
      replyTo: intake.email,
    });
    for (const text of [
      intake.scope,
      'Phase II',
      'Urgent (2-4 weeks)',
      '$15k-$50k',
      'NDA required:       No',
      intake.additional_notes,
    ]) {
      expect(notice!.text).toContain(text);
    }

    const [confirmation] = await mailTo(intake.email, lead!.id);
    expect(confirmation!.subject).toBe(`We received your project intake – ${SITE.brandName}`);
    expect(confirmation!.text).toContain('within 24 hours');
    expect(confirmation!.text).toContain('2026-12-08');
    // Anyone can type any address: the confirmation must not relay their free text.
    for (const text of [intake.full_name, intake.scope, intake.company_name, intake.additional_notes])
      expect(confirmation!.text).not.toContain(text);
  });

  it('keeps nda_required when given and accepts the optional fields absent', async () => {
    const ip = nextIp();
    const { phone: _p, review_materials: _r, budget: _b, additional_notes: _a, ...required } = intake;
    expect(
      (await invoke('POST', '/api/consultation-requests', { body: { ...required, nda_required: true }, sourceIp: ip }))
        .status,
    ).toBe(201);
    expect((await leadsFrom(ip))[0]).toMatchObject({ nda_required: true, status: 'submitted' });
  });

  it.each([
    ['full_name', '', 'Full name is required'],
    ['company_name', ' ', 'Company name is required'],
    ['role', undefined, 'Role is required'],
    ['email', 'marcus.brightwater', 'Invalid email address'],
    ['trial_phase', '', 'Trial phase is required'],
    ['trial_phase', 'phase-5', 'Trial phase is required'],
    ['scope', 'Audit', 'Please provide details about your project scope'],
    ['preferred_date', '', 'Preferred consultation date is required'],
    ['preferred_date', '12/08/2026', 'Preferred consultation date is required'],
    ['urgency', undefined, 'Please select urgency level'],
    ['urgency', 'yesterday', 'Please select urgency level'],
    ['budget', '', 'Please select a budget range from the list'],
    ['nda_required', 'yes', 'NDA required must be true or false'],
    ['additional_notes', 'x'.repeat(5001), 'Must be at most 5\u00a0000 characters'],
  ])('rejects %s = %j with "%s" and stores and sends nothing', async (field, value, message) => {
    const ip = nextIp();
    const before = (await listOutbox(200)).length;
    const res = await invoke('POST', '/api/consultation-requests', {
      body: { ...intake, [field]: value },
      sourceIp: ip,
    });
    expect(res.status).toBe(400);
    expect(res.json!.fields).toEqual({ [field]: message });
    expect(await leadsFrom(ip)).toHaveLength(0);
    expect(await listOutbox(200)).toHaveLength(before);
  });

  it('rejects a body over 64 KB with 413', async () => {
    const ip = nextIp();
    const res = await invoke('POST', '/api/consultation-requests', {
      body: { ...intake, scope: 'x'.repeat(70_000) },
      sourceIp: ip,
    });
    expect(res.status).toBe(413);
    expect(await leadsFrom(ip)).toHaveLength(0);
  });

  it('answers a filled honeypot like a success, storing and sending nothing', async () => {
    const ip = nextIp();
    const before = (await listOutbox(200)).length;
    const res = await invoke('POST', '/api/consultation-requests', {
      body: { ...intake, website: 'bot' },
      sourceIp: ip,
    });
    expect(res.status).toBe(201);
    expect(res.json).toEqual({ ok: true });
    expect(await leadsFrom(ip)).toHaveLength(0);
    expect(await listOutbox(200)).toHaveLength(before);
  });
});

describe('rate limits', () => {
  // Only Date is faked: the window is then fixed, and the SDK's real timers keep working.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-22T10:00:05Z'));
  });
  afterEach(() => vi.useRealTimers());

  it.each([
    ['/api/contact-messages', contact],
    ['/api/consultation-requests', intake],
  ])('%s allows 5 per 10 minutes per client, then 429 with Retry-After; others unaffected', async (path, body) => {
    const ip = nextIp();
    for (let i = 0; i < 5; i++) expect((await invoke('POST', path, { body, sourceIp: ip })).status).toBe(201);
    const limited = await invoke('POST', path, { body, sourceIp: ip });
    expect(limited.status).toBe(429);
    expect(limited.headers['Retry-After']).toBe('595');
    expect(limited.json).toEqual({ error: 'Too many requests. Please wait a moment and try again.' });
    expect(await leadsFrom(ip)).toHaveLength(5);
    expect((await invoke('POST', path, { body, sourceIp: nextIp() })).status).toBe(201);
    vi.setSystemTime(new Date('2026-11-22T10:10:00Z'));
    expect((await invoke('POST', path, { body, sourceIp: ip })).status).toBe(201);
  });

  it('counts honeypot and invalid posts too, so a bot cannot probe without limit', async () => {
    const ip = nextIp();
    for (let i = 0; i < 5; i++) await invoke('POST', '/api/contact-messages', { body: { website: 'x' }, sourceIp: ip });
    expect((await invoke('POST', '/api/contact-messages', { body: {}, sourceIp: ip })).status).toBe(429);
  });

  it('counts an IPv6 client by its /64, however spelled, and an IPv4-mapped address as the IPv4 address', async () => {
    const path = '/api/contact-messages';
    // One host rotating through its /64 (and spelling its addresses every way) is one client.
    for (const ip of [
      '2001:db8:77:1::1',
      '2001:DB8:77:1:0:0:0:2',
      '2001:0db8:0077:0001::3',
      '2001:db8:77:1:ffff:ffff:ffff:ffff',
      '2001:db8:77:1::a:5',
    ]) {
      expect((await invoke('POST', path, { body: contact, sourceIp: ip })).status, ip).toBe(201);
    }
    expect((await invoke('POST', path, { body: contact, sourceIp: '2001:db8:77:1:abcd::6' })).status).toBe(429);
    // The next /64 is another client.
    expect((await invoke('POST', path, { body: contact, sourceIp: '2001:db8:77:2::1' })).status).toBe(201);
    const v4 = nextIp();
    for (let i = 0; i < 5; i++) {
      expect((await invoke('POST', path, { body: contact, sourceIp: i % 2 ? `::ffff:${v4}` : v4 })).status).toBe(201);
    }
    expect((await invoke('POST', path, { body: contact, sourceIp: `::ffff:${v4}` })).status).toBe(429);
  });

  it('ignores a forged X-Forwarded-For', async () => {
    const ip = nextIp();
    for (let i = 0; i < 5; i++) {
      await invoke('POST', '/api/consultation-requests', {
        body: intake,
        sourceIp: ip,
        headers: { 'x-forwarded-for': `10.0.0.${i}` },
      });
    }
    const res = await invoke('POST', '/api/consultation-requests', {
      body: intake,
      sourceIp: ip,
      headers: { 'x-forwarded-for': '10.9.9.9' },
    });
    expect(res.status).toBe(429);
  });
});

describe('intake confirmations cannot be used to mail-bomb an address', () => {
  // Only Date is faked, at hours no other test posts in: the windows are then fixed.
  beforeEach(() => vi.useFakeTimers({ toFake: ['Date'] }));
  afterEach(() => vi.useRealTimers());
  const CONFIRMATION = 'We received your project intake';
  const confirmations = async (domain: string) =>
    (await listOutbox(500)).filter((m) => m.subject.startsWith(CONFIRMATION) && m.to.some((to) => to.endsWith(domain)));
  const request = (email: string, sourceIp: string) =>
    invoke('POST', '/api/consultation-requests', { body: { ...intake, email }, sourceIp });

  it('confirms once per recipient a day; later requests are still stored and sent to the team', async () => {
    vi.setSystemTime(new Date('2030-01-07T09:00:00Z'));
    // One inbox, spelled three ways.
    for (const [i, email] of ['victim@inbox.example', 'Victim@INBOX.example', 'victim+again@inbox.example'].entries()) {
      const ip = `192.0.2.${i + 1}`;
      const res = await request(email, ip);
      expect(res.status).toBe(201);
      expect(res.json).toEqual({ ok: true });
      const [lead] = await leadsFrom(ip);
      expect(lead).toMatchObject({ type: 'ConsultationRequest', email });
      expect(await mailTo(SITE.teamMailbox, lead!.id)).toHaveLength(1);
    }
    expect(await confirmations('@inbox.example')).toHaveLength(1);
    expect(await confirmations('@INBOX.example')).toHaveLength(0);
    // The next day, one more.
    vi.setSystemTime(new Date('2030-01-08T00:00:01Z'));
    expect((await request('victim@inbox.example', '192.0.2.4')).status).toBe(201);
    expect(await confirmations('@inbox.example')).toHaveLength(2);
  });

  it(
    'sends at most 50 confirmations an hour in all; past the cap the request still succeeds',
    { timeout: 120_000 },
    async () => {
      vi.setSystemTime(new Date('2030-02-01T10:00:00Z'));
      for (let n = 0; n < 50; n++) {
        expect((await request(`visitor${n}@hourly.example`, `192.0.2.${n + 10}`)).status).toBe(201);
      }
      expect(await confirmations('@hourly.example')).toHaveLength(50);
      const res = await request('visitor50@hourly.example', '192.0.2.60');
      expect(res.status).toBe(201);
      const [lead] = await leadsFrom('192.0.2.60');
      expect(lead).toMatchObject({ email: 'visitor50@hourly.example' });
      expect(await mailTo(SITE.teamMailbox, lead!.id)).toHaveLength(1);
      expect(await confirmations('@hourly.example')).toHaveLength(50);
      // The next hour, confirmations go out again.
      vi.setSystemTime(new Date('2030-02-01T11:00:00Z'));
      expect((await request('visitor51@hourly.example', '192.0.2.61')).status).toBe(201);
      expect(await confirmations('@hourly.example')).toHaveLength(51);
    },
  );
});
