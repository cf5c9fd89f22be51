import { describe, expect, it } from 'vitest';
import { v7 as uuidv7 } from 'uuid';
import { INVITATION_DAYS } from '@cq/shared';
import { useTestTable } from '../../../test/harness';
import { readsDuring } from '../../../test/dynamoReads';
import { store } from '../core/store';
import { firstIdAt, pendingInvitations } from './invitations';
import './org.entity';

useTestTable();

const DAY = 86_400_000;

describe('pendingInvitations', () => {
  it('finds ids by the time they were made: UUIDv7 ids sort after firstIdAt of their time', () => {
    const at = Date.parse('2026-11-26T08:00:00.000Z');
    const id = uuidv7({ msecs: at });
    expect(id >= firstIdAt(at)).toBe(true);
    expect(id < firstIdAt(at + 1)).toBe(true);
    expect(uuidv7({ msecs: at - 1 }) < firstIdAt(at)).toBe(true);
  });

  it('reads only the invitations of the last seven days, however many the organisation sent before', async () => {
    const orgId = 'org-invitation-history';
    const now = Date.now();
    const put = (madeAt: number, status: 'pending' | 'accepted') =>
      store()
        .invitation.put({
          orgId,
          id: uuidv7({ msecs: madeAt }),
          email: `p${madeAt}@example.com`,
          role: 'auditor',
          invitedBy: 'owner',
          secretHash: 'x',
          status,
          createdAt: new Date(madeAt).toISOString(),
          validUntil: new Date(madeAt + INVITATION_DAYS * DAY).toISOString(),
        })
        .go();
    // A long history: 40 invitations made 8 to 47 days ago (all expired), then one accepted and one pending.
    for (let i = 0; i < 40; i += 1) await put(now - (8 + i) * DAY, 'pending');
    await put(now - 2 * DAY, 'accepted');
    await put(now - DAY, 'pending');
    let found: Awaited<ReturnType<typeof pendingInvitations>> = [];
    const reads = await readsDuring(async () => {
      found = await pendingInvitations(orgId);
    });
    expect(found.map((i) => i.email)).toEqual([`p${now - DAY}@example.com`]);
    expect(reads).toEqual({ calls: 1, items: 1 });
  });
});
