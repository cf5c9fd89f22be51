import { Entity } from 'electrodb';
import { MODEL } from '../core/model';
import { defineEntity } from '../core/registry';

/** The numbers the dashboard shows, kept per workspace (tally.ts says what each counts). */
export const TALLY_NAMES = [
  'audits',
  'activeAudits',
  'findings',
  'openFindings',
  'openCriticalFindings',
  'compliantAnswers',
  'applicableAnswers',
  /** Auditee responses submitted and not yet accepted or returned (issue 20). */
  'responsesToReview',
  /** The report counters (`reportCountsOf`): every report, and those in progress, under review, high risk, done. */
  'reports',
  'reportsInProgress',
  'reportsUnderReview',
  'reportsHighRisk',
  'reportsCompleted',
] as const;
export type TallyName = (typeof TALLY_NAMES)[number];

/**
 * The tally's shape: a tally set before the names it counts were all there is recounted once (backfillOverview).
 * 2: the report counters.
 */
export const TALLY_VERSION = 2;

/**
 * One shard of a workspace's dashboard tally (`STATS#WS#<workspaceId>`, `SHARD#<n>`): moved by ADD in the same
 * transaction as the records it counts, on a shard picked at random so that concurrent transactions seldom meet
 * on one item. Reading it is one Query of at most COUNTER_SHARDS items, however many records the workspace holds.
 */
export const workspaceTally = defineEntity(
  'workspaceTally',
  () =>
    new Entity(
      {
        model: { ...MODEL, entity: 'WorkspaceTally' },
        attributes: {
          workspaceId: { type: 'string', required: true, readOnly: true },
          shard: { type: 'string', required: true, readOnly: true },
          ...(Object.fromEntries(TALLY_NAMES.map((name) => [name, { type: 'number' }])) as Record<
            TallyName,
            { type: 'number' }
          >),
          /** Only on the shard a recount set (resetTally): the TALLY_VERSION it counted. */
          tallyVersion: { type: 'number' },
          type: { type: 'string', default: 'WorkspaceTally', readOnly: true },
        },
        indexes: {
          byWorkspace: {
            pk: { field: 'PK', composite: ['workspaceId'], template: 'STATS#WS#${workspaceId}', casing: 'none' },
            sk: { field: 'SK', composite: ['shard'], template: 'SHARD#${shard}', casing: 'none' },
          },
        },
      },
      { ignoreOwnership: true },
    ),
);
