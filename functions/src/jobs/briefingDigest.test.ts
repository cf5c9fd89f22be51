import { describe, expect, it } from 'vitest';
import { listOutbox } from '../data/ops/outbox';
import { partition, useTestTable, callers, invoke } from '../../test/harness';
import { useStripeStandIn } from '../../test/stripeStandIn';
import { sendBriefingDigests } from './briefingDigest';

useTestTable();
const stripe = useStripeStandIn();

const WEEK_MS = 7 * 86_400_000;

async function publish(title: string, briefing = true) {
  const res = await invoke('POST', '/api/content-posts', {
    caller: callers.editor,
    body: {
      title,
      excerpt: `About ${title}.`,
      category: 'regulatory',
      content: `${title} in full.`,
      published: true,
      briefing,
    },
  });
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  return res.json as { slug: string };
}

/** The digests (not the purchase receipts) sent to one address, oldest first. */
const mailsTo = async (email: string) =>
  (await listOutbox(200))
    .filter((m) => m.to.includes(email) && /new briefings?$/.test(m.subject))
    .sort((a, b) => a.sentAt.localeCompare(b.sentAt));

describe('the weekly briefings digest (issue 22)', () => {
  it('mails each subscriber the new briefings once per ISO week, and only what is new since their last digest', async () => {
    const monthly = 'digest-monthly@example.com';
    const annual = 'digest-annual@example.com';
    const other = 'digest-sop@example.com';
    await stripe.buy(monthly, 'alerts-monthly', '198.51.100.201');
    await stripe.buy(annual, 'alerts-annual', '198.51.100.202');
    await stripe.buy(other, 'sop-monthly', '198.51.100.203');
    const first = await publish('EMA reflection paper on RBQM');
    await publish('Open article on CAPA', false);

    const now = new Date();
    expect(await sendBriefingDigests(now)).toMatchObject({ sent: 2, failed: 0 });
    for (const email of [monthly, annual]) {
      const [mail, ...more] = await mailsTo(email);
      expect(more).toHaveLength(0);
      expect(mail!.subject).toBe('Clarity Clinical QA Regulatory Briefings: 1 new briefing');
      expect(mail!.text).toContain('EMA reflection paper on RBQM');
      expect(mail!.text).toContain(`/briefings/${first.slug}`);
      expect(mail!.text).not.toContain('Open article on CAPA');
    }
    expect(await mailsTo(other)).toHaveLength(0);
    // One claim per subscriber and week.
    expect((await partition(`BRIEFDIGEST#${monthly}`)).length).toBe(1);

    // A rerun, and a briefing published later the same week: nothing more this week.
    const second = await publish('FDA draft guidance on AI in trials');
    expect(await sendBriefingDigests(now)).toMatchObject({ sent: 0 });
    expect(await sendBriefingDigests(new Date(now.getTime() + 60_000))).toMatchObject({ sent: 0 });
    expect(await mailsTo(monthly)).toHaveLength(1);

    // Next week: only what came after the last digest, once however often the job runs.
    const nextWeek = new Date(now.getTime() + WEEK_MS);
    const runs = await Promise.all([sendBriefingDigests(nextWeek), sendBriefingDigests(nextWeek)]);
    expect(runs[0]!.sent + runs[1]!.sent).toBe(2);
    expect(await sendBriefingDigests(nextWeek)).toMatchObject({ sent: 0 });
    for (const email of [monthly, annual]) {
      const mails = await mailsTo(email);
      expect(mails).toHaveLength(2);
      expect(mails[1]!.text).toContain('FDA draft guidance on AI in trials');
      expect(mails[1]!.text).toContain(`/briefings/${second.slug}`);
      expect(mails[1]!.text).not.toContain('EMA reflection paper on RBQM');
    }

    // A week with nothing new sends nothing.
    expect(await sendBriefingDigests(new Date(now.getTime() + 2 * WEEK_MS))).toMatchObject({ sent: 0 });
    expect(await mailsTo(monthly)).toHaveLength(2);
  });
});
