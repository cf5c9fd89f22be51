import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DEFAULT_TEMPLATES, generateFindings, type ChecklistItem, type Signature } from '@cq/shared';
import { contentHash, verifySignatures } from './reports';

const template = DEFAULT_TEMPLATES.find((t) => t.type === 'vendor_audit')!;
const checklist: ChecklistItem[] = template.questions.map((q) => ({ ...q, response: 'non_compliant', notes: '' }));
const content = {
  title: 'Vendor qualification',
  type: 'vendor_audit' as const,
  notes: '',
  checklist,
  generatedFindings: generateFindings(checklist),
  riskScore: 100,
  riskLevel: 'Critical' as const,
  completedAt: '2026-11-20T10:00:00.000Z',
  auditId: null,
};
const signed = (hash: string): Signature => ({
  signerId: 'u1',
  printedName: 'Ada Lovelace',
  email: 'ada@example.com',
  meaning: 'Approved',
  signedAt: '2026-11-20T11:00:00.000Z',
  contentHash: hash,
});

/** The same checklist as DynamoDB may hand it back: every item's keys in another order. */
const reordered = {
  ...content,
  checklist: checklist.map((item) => Object.fromEntries(Object.entries(item).reverse()) as ChecklistItem),
};

describe('verifySignatures', () => {
  it('keeps a signature valid while the content is the same, whatever order its keys come back in', () => {
    const [verified] = verifySignatures(reordered, [signed(contentHash(content))]);
    expect(verified).toEqual({ ...signed(contentHash(content)), valid: true });
    expect(contentHash(reordered)).toBe(contentHash(content));
  });

  it('still accepts a signature hashed before the hash was canonical (plain JSON of the content as read)', () => {
    const { title, type, notes, generatedFindings, riskScore, riskLevel, completedAt, auditId } = content;
    const earlier = createHash('sha256')
      .update(
        JSON.stringify({
          title,
          type,
          notes,
          checklist,
          generatedFindings,
          riskScore,
          riskLevel,
          completedAt,
          auditId,
        }),
      )
      .digest('hex');
    expect(earlier).not.toBe(contentHash(content));
    expect(verifySignatures(content, [signed(earlier)])[0]!.valid).toBe(true);
  });

  it('makes every signature invalid once anything it covers changes, and keeps no other field', () => {
    const hash = contentHash(content);
    const changed = { ...content, checklist: [{ ...checklist[0]!, notes: 'Added later' }, ...checklist.slice(1)] };
    const extra = { ...signed(hash), valid: true, note: 'not stored' } as Signature;
    expect(verifySignatures(changed, [signed(hash), extra])).toEqual([
      { ...signed(hash), valid: false },
      { ...signed(hash), valid: false },
    ]);
    expect(verifySignatures({ ...content, riskScore: 99 }, [signed(hash)])[0]!.valid).toBe(false);
    expect(verifySignatures({ ...content, title: 'Renamed' }, [signed(hash)])[0]!.valid).toBe(false);
  });
});
