import { describe, expect, it } from 'vitest';
import { mergeExportPart } from './parts';

describe('mergeExportPart', () => {
  it('appends lists, merges each type’s trails and keeps the first part’s fields', () => {
    const first = {
      exportedAt: '2026-11-26T07:00:00.000Z',
      profile: { id: 'u1' },
      audits: [{ id: 'a1' }],
      findings: [],
      trail: { User: [{ seq: 1 }], Audit: { a1: [{ seq: 1 }] } },
    };
    const second = { audits: [{ id: 'a2' }], findings: [{ id: 'f1' }], trail: { Audit: { a2: [{ seq: 1 }] } } };
    expect(mergeExportPart(mergeExportPart({}, first), second)).toEqual({
      exportedAt: '2026-11-26T07:00:00.000Z',
      profile: { id: 'u1' },
      audits: [{ id: 'a1' }, { id: 'a2' }],
      findings: [{ id: 'f1' }],
      trail: { User: [{ seq: 1 }], Audit: { a1: [{ seq: 1 }], a2: [{ seq: 1 }] } },
    });
  });
});
