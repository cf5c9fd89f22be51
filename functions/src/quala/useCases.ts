import { limitReachedMessage, XP_AWARDS, type QualaCitation, type QualaInteraction } from '@cq/shared';
import { LimitReachedError } from '../domain/errors';
import { retryOnContention } from '../data/core/contention';
import type { Workspace } from '../data/core/owner';
import { workspaceLimits } from '../orgs/plan';
import { awardWrites, planAward } from '../data/people/progress';
import { createInteraction, listInteractions } from '../data/quala/quala';
import type { Page, PageRequest } from '../data/core/paging';
import { enforceRateLimit, RATE_LIMITS } from '../data/core/rateLimit';
import { monthUsage, usageSlot } from '../data/people/usage';
import { ensureProfile } from '../data/people/users';
import type { AuthUser } from '../lib/event';
import { logger } from '../lib/logger';
import { sourceOf, type Passage } from './knowledge/passage';
import { qualaEngine } from './engines/select';

const citationOf = (p: Passage): QualaCitation => ({ id: p.id, source: sourceOf(p), title: p.title, passage: p.text });

/**
 * Asks Quala. Per user at most 10 questions a minute (429). Over the month's plan limit nothing is asked (403
 * LIMIT_REACHED). The engine answers first; a failed answer (503) is neither stored nor counted. The answer is
 * then stored together with the month's usage slot (conditioned on the limit, so parallel questions cannot pass
 * it) and the +10 XP award, in one transaction.
 */
export async function askQuala(owner: Workspace, user: AuthUser, prompt: string): Promise<QualaInteraction> {
  // One round trip for the independent checks (the rate limit's counter, the profile, the usage, the plan).
  const [, , used, limits] = await Promise.all([
    enforceRateLimit(RATE_LIMITS.qualaChat, `user:${user.sub}`),
    ensureProfile(user),
    monthUsage(owner, new Date().toISOString()),
    workspaceLimits(owner),
  ]);
  const limit = limits.qualaInteractions;
  // Spend nothing on a question that could not be counted; the slot below is what really holds the limit.
  if (limit !== null && used.qualaInteractions >= limit) {
    throw new LimitReachedError(limitReachedMessage('qualaInteractions', limit));
  }

  const engine = await qualaEngine();
  const started = performance.now();
  const answer = await engine.answer(prompt);
  const latencyMs = Math.round(performance.now() - started);
  logger.info('quala_answered', {
    engine: engine.name,
    grounded: answer.grounded,
    citations: answer.citations.map((p) => p.id),
    latencyMs,
  });

  return retryOnContention(async () => {
    const at = new Date().toISOString();
    const award = await planAward(user.sub, { xp: XP_AWARDS.qualaInteraction }, at);
    return createInteraction(
      owner,
      {
        prompt,
        response: answer.response,
        citations: answer.citations.map(citationOf),
        grounded: answer.grounded,
        engine: engine.name,
        model: answer.model,
        kbVersion: engine.kbVersion,
        latencyMs,
      },
      at,
      (entities) => [
        usageSlot(entities, owner, 'qualaInteractions', limit, at),
        ...awardWrites(entities, award).map((item) => ({ item })),
      ],
    );
  });
}

/** The caller's interactions, newest first. */
export const qualaHistory = (owner: Workspace, page: PageRequest): Promise<Page<QualaInteraction>> =>
  listInteractions(owner, page);
