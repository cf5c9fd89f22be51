import { describe, expect, it } from 'vitest';
import { auditCreateSchema } from '../audits/schemas';
import { findingCreateSchema } from '../findings/schemas';
import { orgCreateSchema } from '../orgs/schemas';
import { capaUpdateSchema, effectivenessCheckCreateSchema } from '../reports/capa';
import { reportCreateSchema, reportResponsesSchema } from '../reports/schemas';
import { boundedText, requiredText } from './common';
import { withoutDirectionOverrides } from './directionOverrides';

// "\u202Eevil" displays as "live": the override reverses what follows it.
const EVIL = 'Site \u202Eevil\u202C visit';
const ALL_CONTROLS = '\u202A\u202B\u202C\u202D\u202E\u2066\u2067\u2068\u2069';

describe('direction overrides', () => {
  it('removes U+202A–U+202E and U+2066–U+2069, and nothing else', () => {
    expect(withoutDirectionOverrides(EVIL)).toBe('Site evil visit');
    expect(withoutDirectionOverrides(`a${ALL_CONTROLS}b`)).toBe('ab');
    // Their neighbours (marks, zero-width joiners), right-to-left letters and other text stay as they are.
    const kept = '\u2029\u2065\u206A\u2029\u200E\u200F\u200D שלום مرحبا Zürich';
    expect(withoutDirectionOverrides(kept)).toBe(kept);
  });

  it('is part of every bounded and required text field: removed before trimming and counting', () => {
    expect(boundedText(5).parse(` \u202E12345\u202C `)).toBe('12345');
    expect(boundedText(5).safeParse('\u202E123456').success).toBe(false);
    expect(requiredText(10, 'Title is required').safeParse(`${ALL_CONTROLS} `).error?.issues[0]?.message).toBe(
      'Title is required',
    );
  });

  it('leaves no override in the titles and notes of audits, findings, reports, CAPA and organisations', () => {
    expect(auditCreateSchema.parse({ title: EVIL, description: EVIL, type: 'hospital' })).toMatchObject({
      title: 'Site evil visit',
      description: 'Site evil visit',
    });
    expect(findingCreateSchema.parse({ title: EVIL, description: EVIL, severity: 'low' })).toMatchObject({
      title: 'Site evil visit',
      description: 'Site evil visit',
    });
    expect(reportCreateSchema.parse({ type: 'vendor_audit', title: EVIL, notes: EVIL })).toMatchObject({
      title: 'Site evil visit',
      notes: 'Site evil visit',
    });
    expect(
      reportResponsesSchema.parse({ version: 1, responses: [{ questionId: 'q', response: null, notes: EVIL }] })
        .responses[0]!.notes,
    ).toBe('Site evil visit');
    expect(capaUpdateSchema.parse({ version: 1, rootCause: EVIL, correctiveAction: EVIL })).toMatchObject({
      rootCause: 'Site evil visit',
      correctiveAction: 'Site evil visit',
    });
    expect(
      effectivenessCheckCreateSchema.parse({ version: 1, method: EVIL, result: 'effective', notes: EVIL }),
    ).toMatchObject({ method: 'Site evil visit', notes: 'Site evil visit' });
    expect(orgCreateSchema.parse({ name: EVIL })).toEqual({ name: 'Site evil visit' });
  });
});
