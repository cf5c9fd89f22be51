import { createConversions } from 'electrodb';
import { v7 as uuidv7 } from 'uuid';
import type { QualaCitation, QualaEngineName, QualaInteraction } from '@cq/shared';
import type { Owner } from '../core/owner';
import { readPage, type Page, type PageRequest } from '../core/paging';
import { qualaInteraction as interactionEntity } from './qualaInteraction.entity';
import { store, type TransactionEntities } from '../core/store';
import { writeTogether, type Write } from '../trail/trail';
import { aggMove } from '../analytics/aggregates';
import { qualaContributions } from '../analytics/rules';
import { onFirstUse } from '../../lib/onFirstUse';

const conversions = onFirstUse(() => createConversions(interactionEntity));

type Item = NonNullable<
  Awaited<ReturnType<ReturnType<ReturnType<typeof store>['qualaInteraction']['get']>['go']>>['data']
>;

const toInteraction = (item: Item): QualaInteraction => ({
  id: item.id,
  prompt: item.prompt,
  response: item.response,
  citations: item.citations,
  grounded: item.grounded,
  engine: item.engine,
  createdAt: item.createdAt,
});

/** An answer as the engine gave it, to be stored. */
export interface NewInteraction {
  prompt: string;
  response: string;
  citations: QualaCitation[];
  grounded: boolean;
  engine: QualaEngineName;
  model: string;
  kbVersion: string;
  latencyMs: number;
}

/** Writes that go in the interaction's transaction (its usage slot, its award). */
export type WithInteraction = (entities: TransactionEntities) => Write[];

/**
 * Stores an interaction together with whatever must hold or fail with it, in one transaction: over the plan's
 * limit (the slot's refusal) nothing is stored. Not trailed: an interaction is never changed after it is written.
 */
export async function createInteraction(
  owner: Owner,
  input: NewInteraction,
  at: string,
  also: WithInteraction = () => [],
): Promise<QualaInteraction> {
  const id = uuidv7();
  await writeTogether((entities) => [
    {
      item: entities.qualaInteraction
        .create({ ...input, id, workspaceId: owner.workspaceId, createdBy: owner.actor, createdAt: at })
        .commit(),
    },
    ...aggMove(owner.workspaceId, [], qualaContributions({ createdAt: at })),
    ...also(entities),
  ]);
  return {
    id,
    prompt: input.prompt,
    response: input.response,
    citations: input.citations,
    grounded: input.grounded,
    engine: input.engine,
    createdAt: at,
  };
}

/** Access pattern: the owner's interactions, newest first (one Query on the workspace partition). */
export async function listInteractions(owner: Owner, page: PageRequest): Promise<Page<QualaInteraction>> {
  const { qualaInteraction } = store();
  const result = await readPage(
    `quala:${owner.workspaceId}`,
    page,
    (options) =>
      qualaInteraction.query.byWorkspace({ workspaceId: owner.workspaceId }).go({ order: 'desc', ...options }),
    (item) => conversions.fromComposite.toCursor({ workspaceId: owner.workspaceId, id: item.id }),
  );
  return { items: result.items.map(toInteraction), next: result.next };
}
