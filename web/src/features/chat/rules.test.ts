import { describe, expect, it } from 'vitest';
import {
  ANSWERS,
  answerFor,
  canSend,
  createMessage,
  GREETING,
  greeting,
  QUICK_ACTIONS,
  REPLY_DELAY_MS,
  replyFor,
  RULES,
  showQuickActions,
  variantForPath,
} from './rules';

describe('keyword rules (spec §9)', () => {
  it.each([
    ['Can I schedule a call?', 'schedule'],
    ['Booking for next week', 'schedule'],
    ['I need an APPOINTMENT', 'schedule'],
    ['What is the price?', 'pricing'],
    ['How much does it cost', 'pricing'],
    ['pricing please', 'pricing'],
    ['Are you GCP certified?', 'gcp'],
    ['compliance help', 'gcp'],
    ['We have an audit soon', 'gcp'],
    ['Where is the form?', 'intake'],
    ['intake questions', 'intake'],
    ['I need more information', 'intake'],
    ['hello there', 'default'],
    ['', 'default'],
  ])('%j → %s', (message, answer) => {
    expect(answerFor(message)).toBe(answer);
  });

  it('checks the rules in order: scheduling before pricing before GCP before the form', () => {
    expect(answerFor('schedule an audit and tell me the price')).toBe('schedule');
    expect(answerFor('audit cost')).toBe('pricing');
    expect(answerFor('audit information')).toBe('gcp');
  });

  it('answers content questions only on the careers/CMS variant', () => {
    for (const word of ['cms', 'content', 'blog']) {
      expect(answerFor(`tell me about the ${word}`)).toBe('default');
      expect(answerFor(`tell me about the ${word}`, 'careers')).toBe('cms');
    }
    expect(answerFor('blog pricing', 'careers')).toBe('pricing');
    expect(RULES.map((r) => r.answer)).toEqual(['schedule', 'pricing', 'gcp', 'intake', 'cms']);
  });

  it('the intake answer lists company info, project details, timeline, existing CAPAs/SOPs and budget', () => {
    const text = replyFor('intake');
    for (const part of ['company info', 'project details', 'timeline', 'existing CAPAs/SOPs', 'budget']) {
      expect(text).toContain(part);
    }
  });

  it('the default recommends a free consultation; pricing quotes the shared prices', () => {
    expect(replyFor('hmm')).toBe(ANSWERS.default);
    expect(ANSWERS.default).toMatch(/free, no-pressure consultation/);
    expect(ANSWERS.pricing).toContain('$149/mo');
    expect(ANSWERS.pricing).toContain('SOP Library from $49/month');
    expect(ANSWERS.pricing).toContain('Mock Inspection Program from $399/quarter');
  });
});

describe('quick actions', () => {
  it('the first opens scheduling; GCP Audit Readiness, SOP Development and CAPA Strategy answer', () => {
    const [first, ...rest] = QUICK_ACTIONS.default;
    expect(first).toEqual({ label: 'Schedule a Free Consultation', kind: 'schedule' });
    expect(rest.map((a) => a.label)).toEqual(['GCP Audit Readiness', 'SOP Development', 'CAPA Strategy']);
    expect(rest.map((a) => a.kind === 'answer' && a.answer)).toEqual(['gcp', 'sop', 'capa']);
  });

  it('the careers variant offers scheduling, intake form information and pricing', () => {
    expect(QUICK_ACTIONS.careers.map((a) => a.label)).toEqual([
      'Schedule a Consultation',
      'Intake Form Information',
      'Pricing',
    ]);
    expect(QUICK_ACTIONS.careers[0]!.kind).toBe('schedule');
  });

  it('show only while the greeting is the only message', () => {
    const first = greeting();
    expect(first.content).toBe(GREETING);
    expect(showQuickActions([first])).toBe(true);
    expect(showQuickActions([first, createMessage('hi', 'user')])).toBe(false);
    expect(showQuickActions([])).toBe(false);
  });
});

describe('messages and input', () => {
  it('blank after trimming cannot be sent', () => {
    expect(canSend('')).toBe(false);
    expect(canSend('  \n\t ')).toBe(false);
    expect(canSend(' hi ')).toBe(true);
  });

  it('creates messages with unique ids, content, sender and timestamp', () => {
    const now = new Date('2026-01-01T00:00:00Z');
    const a = createMessage('one', 'user', now);
    const b = createMessage('two', 'quala', now);
    expect(a).toMatchObject({ content: 'one', sender: 'user', timestamp: now });
    expect(b.sender).toBe('quala');
    expect(a.id).not.toBe(b.id);
  });

  it('waits 1 s, or 1.5 s on the careers/CMS variant', () => {
    expect(REPLY_DELAY_MS).toEqual({ default: 1000, careers: 1500 });
  });

  it('picks the careers/CMS variant on careers and CMS paths', () => {
    expect(variantForPath('/careers')).toBe('careers');
    expect(variantForPath('/careers/abc')).toBe('careers');
    expect(variantForPath('/careers/apply')).toBe('careers');
    expect(variantForPath('/cms')).toBe('careers');
    expect(variantForPath('/')).toBe('default');
    expect(variantForPath('/careersx')).toBe('default');
    expect(variantForPath('/pricing')).toBe('default');
  });
});
