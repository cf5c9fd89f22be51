import { createConversions, Service } from 'electrodb';
import {
  ADMIN_MESSAGES,
  canMoveLead,
  leadMoveRefusal,
  type AdminLead,
  type LeadKind,
  type LeadStatus,
} from '@cq/shared';
import { INSPECTION_TYPE_LABELS, type InspectionType } from '@cq/shared/mock/rules';
import { InvalidTransitionError, NotFoundError } from '../../domain/errors';
import { generalApplication as generalApplicationEntity, jobApplication as jobApplicationEntity } from './job.entity';
import { lead as leadEntity } from './lead.entity';
import { getJob } from './jobs';
import { readPage, type Page, type PageRequest } from '../core/paging';
import { store, type TransactionEntities } from '../core/store';
import { trailedWrite } from '../trail/trail';
import { explainRefusal, versionCondition } from '../core/versioning';
import { onFirstUse } from '../../lib/onFirstUse';

/** The stored `type` of each kind of lead. */
const TYPE_OF = {
  contact: 'ContactMessage',
  consultation: 'ConsultationRequest',
  newsletter: 'NewsletterSubscription',
  application: 'JobApplication',
  mock: 'MockInspectionBooking',
} as const satisfies Record<LeadKind, string>;
const KIND_OF = Object.fromEntries(Object.entries(TYPE_OF).map(([kind, type]) => [type, kind])) as Record<
  string,
  LeadKind
>;

type LeadItem = NonNullable<Awaited<ReturnType<ReturnType<ReturnType<typeof store>['lead']['get']>['go']>>['data']>;
type ApplicationItem = NonNullable<
  Awaited<ReturnType<ReturnType<ReturnType<typeof store>['jobApplication']['get']>['go']>>['data']
>;
type Stored = { entity: 'lead'; item: LeadItem } | { entity: 'application'; item: ApplicationItem };

const leadConversions = onFirstUse(() => createConversions(leadEntity));
const applicationConversions = onFirstUse(() => createConversions(jobApplicationEntity));

/**
 * The applications inbox: one Query over the partition job and general applications share (an ElectroDB
 * collection). A Service over just these two entities, built on first use; it keeps the handles it is given, so
 * the entities behind them are bound to the client and table as every other entity is.
 */
const applications = onFirstUse(
  () =>
    new Service({
      jobApplication: jobApplicationEntity,
      generalApplication: generalApplicationEntity,
    }),
);
const collections = () => (store(), applications.collections);
const generalConversions = onFirstUse(() => createConversions(generalApplicationEntity));
/** The inbox index's sort key: `<createdAt>#<id>`. */
const inboxKey = (item: { createdAt: string; id: string }) => `${item.createdAt}#${item.id}`;

/** Every submitted field as text, by its form name; empty ones left out. */
function formFields(values: Record<string, unknown>): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined || value === null || value === '') continue;
    fields[name] = typeof value === 'boolean' ? (value ? 'yes' : 'no') : String(value);
  }
  return fields;
}

const inbox = (item: { inboxStatus?: LeadStatus; notes?: AdminLead['notes']; version?: number }) => ({
  status: item.inboxStatus ?? 'new',
  notes: (item.notes ?? []).map(({ at, by, text }) => ({ at, by, text })),
  version: item.version ?? 0,
});

function fromLead(item: LeadItem): AdminLead {
  const base = { id: item.id, kind: KIND_OF[item.type]!, createdAt: item.createdAt, email: item.email, job: null };
  if (item.type === 'ContactMessage') {
    return {
      ...base,
      name: item.name ?? null,
      company: item.company ?? null,
      phone: item.phone ?? null,
      message: item.message ?? null,
      fields: formFields({
        name: item.name,
        email: item.email,
        company: item.company,
        phone: item.phone,
        message: item.message,
      }),
      ...inbox(item),
    };
  }
  if (item.type === 'ConsultationRequest') {
    return {
      ...base,
      name: item.full_name ?? null,
      company: item.company_name ?? null,
      phone: item.phone ?? null,
      message: item.scope ?? null,
      fields: formFields({
        full_name: item.full_name,
        company_name: item.company_name,
        role: item.role,
        email: item.email,
        phone: item.phone,
        trial_phase: item.trial_phase,
        scope: item.scope,
        preferred_date: item.preferred_date,
        nda_required: item.nda_required,
        review_materials: item.review_materials,
        urgency: item.urgency,
        budget: item.budget,
        additional_notes: item.additional_notes,
      }),
      ...inbox(item),
    };
  }
  if (item.type === 'MockInspectionBooking') {
    return {
      ...base,
      name: null,
      company: item.site ?? null,
      phone: null,
      message: item.scope ?? null,
      fields: formFields({
        email: item.email,
        site: item.site,
        earliest: item.earliest,
        latest: item.latest,
        inspection_type: item.inspection_type
          ? INSPECTION_TYPE_LABELS[item.inspection_type as InspectionType]
          : undefined,
        scope: item.scope,
        period_end: item.period_end,
      }),
      ...inbox(item),
    };
  }
  return {
    ...base,
    name: null,
    company: null,
    phone: null,
    message: null,
    fields: formFields({ email: item.email, source: item.source }),
    ...inbox(item),
  };
}

function fromApplication(item: ApplicationItem, jobTitle: string | null): AdminLead {
  return {
    id: item.id,
    kind: 'application',
    createdAt: item.createdAt,
    name: item.fullName,
    email: item.email,
    company: null,
    phone: null,
    message: item.coverLetter,
    job: item.jobId ? { id: item.jobId, title: jobTitle ?? 'Job no longer listed' } : null,
    fields: formFields({
      full_name: item.fullName,
      email: item.email,
      linkedin: item.linkedin,
      portfolio: item.portfolio,
      resume_url: item.resumeUrl,
      cover_letter: item.coverLetter,
      consent: item.consent,
    }),
    ...inbox(item),
  };
}

/** Applications with their job's title (one GetItem per distinct job on the page). */
async function withJobTitles(items: ApplicationItem[]): Promise<AdminLead[]> {
  const ids = [...new Set(items.map((i) => i.jobId).filter((id): id is string => Boolean(id)))];
  const titles = new Map(await Promise.all(ids.map(async (id) => [id, (await getJob(id))?.title ?? null] as const)));
  return items.map((item) => fromApplication(item, item.jobId ? (titles.get(item.jobId) ?? null) : null));
}

/** The filter of a status (a lead stored before the inbox has none: it is new); '' filters nothing. */
function statusCondition<A>(
  status: LeadStatus | undefined,
  attr: A,
  ops: { eq: (a: A, v: string) => string; notExists: (a: A) => string },
): string {
  if (!status) return '';
  return status === 'new' ? `${ops.eq(attr, 'new')} OR ${ops.notExists(attr)}` : ops.eq(attr, status);
}

export interface InboxFilter {
  kind: LeadKind;
  status?: LeadStatus;
}

/**
 * Access pattern (admin inbox): one kind of lead, newest first: one Query on the kind's partition of GSI1. A
 * status narrows it with a filter on that Query (the inbox is staff-sized: a kind holds thousands, not millions).
 */
export async function listInbox(filter: InboxFilter, page: PageRequest): Promise<Page<AdminLead>> {
  const scope = `inbox:${filter.kind}:${filter.status ?? ''}`;
  const { lead } = store();
  if (filter.kind === 'application') {
    const type = TYPE_OF.application;
    const result = await readPage(
      scope,
      page,
      async (options) => {
        const { data } = await collections()
          .applicationInbox({ type })
          .where(({ inboxStatus }, ops) => statusCondition(filter.status, inboxStatus, ops))
          .go({ order: 'desc', ignoreOwnership: true, ...options });
        // One Query over one partition, split by entity: merged back into its order, newest first.
        const items: ApplicationItem[] = [...data.jobApplication, ...data.generalApplication];
        return { data: items.sort((a, b) => (inboxKey(a) < inboxKey(b) ? 1 : -1)) };
      },
      (item) =>
        item.jobId
          ? applicationConversions.byAccessPattern.inbox.fromComposite.toCursor({
              type,
              createdAt: item.createdAt,
              id: item.id,
              jobId: item.jobId,
            })
          : generalConversions.byAccessPattern.inbox.fromComposite.toCursor({
              type,
              createdAt: item.createdAt,
              id: item.id,
            }),
    );
    return { items: await withJobTitles(result.items), next: result.next };
  }
  const type = TYPE_OF[filter.kind];
  const result = await readPage(
    scope,
    page,
    (options) =>
      lead.query
        .inbox({ type })
        .where(({ inboxStatus }, ops) => statusCondition(filter.status, inboxStatus, ops))
        .go({ order: 'desc', ignoreOwnership: true, ...options }),
    (item) =>
      leadConversions.byAccessPattern.inbox.fromComposite.toCursor({
        type,
        createdAt: item.createdAt,
        id: item.id,
        month: item.createdAt.slice(0, 7),
      }),
  );
  return { items: result.items.map(fromLead), next: result.next };
}

/** The whole filtered view (the CSV export), page after page, at most `max` leads. */
export async function allInbox(filter: InboxFilter, max: number): Promise<{ leads: AdminLead[]; truncated: boolean }> {
  const leads: AdminLead[] = [];
  let cursor: string | undefined;
  do {
    const page = await listInbox(filter, { limit: 100, cursor });
    leads.push(...page.items);
    cursor = page.next ?? undefined;
  } while (cursor && leads.length < max);
  return { leads: leads.slice(0, max), truncated: Boolean(cursor) || leads.length > max };
}

/** Access pattern (admin): a lead by id, whatever its kind (Queries on GSI2, by each entity that may hold it). */
async function findLead(id: string): Promise<Stored> {
  const { lead, jobApplication, generalApplication } = store();
  const [leads, applications, general] = await Promise.all([
    lead.query.inboxById({ id }).go({ ignoreOwnership: true }),
    jobApplication.query.inboxById({ id }).go({ ignoreOwnership: true }),
    generalApplication.query.inboxById({ id }).go({ ignoreOwnership: true }),
  ]);
  const application = applications.data[0] ?? general.data[0];
  if (application) return { entity: 'application', item: application };
  const found = leads.data.find((item) => item.type in KIND_OF);
  if (found) return { entity: 'lead', item: found };
  throw new NotFoundError(ADMIN_MESSAGES.leadNotFound);
}

async function toAdminLead(stored: Stored): Promise<AdminLead> {
  return stored.entity === 'lead' ? fromLead(stored.item) : (await withJobTitles([stored.item]))[0]!;
}

/** The version-checked patch of a lead's inbox fields, on its own key (its month, its job or the general list). */
function patchInbox(
  entities: TransactionEntities,
  stored: Stored,
  set: { inboxStatus: LeadStatus; notes: AdminLead['notes']; version: number },
  expectedVersion: number,
) {
  const { item } = stored;
  if (stored.entity === 'lead') {
    return entities.lead
      .patch({ month: item.createdAt.slice(0, 7), createdAt: item.createdAt, id: item.id })
      .set(set)
      .where(({ version }, ops) => versionCondition(expectedVersion, version, ops))
      .commit({ response: 'all_old' });
  }
  const jobId = stored.item.jobId;
  if (jobId) {
    return entities.jobApplication
      .patch({ jobId, createdAt: item.createdAt, id: item.id })
      .set(set)
      .where(({ version }, ops) => versionCondition(expectedVersion, version, ops))
      .commit({ response: 'all_old' });
  }
  return entities.generalApplication
    .patch({ createdAt: item.createdAt, id: item.id })
    .set(set)
    .where(({ version }, ops) => versionCondition(expectedVersion, version, ops))
    .commit({ response: 'all_old' });
}

/**
 * Moves a lead's inbox status (forward only, or staying to add a note) and appends the note, from the version the
 * admin read, with the trail entry in the same transaction. Missing → 404, stale → 409, a move back → 409.
 */
export async function updateLead(
  id: string,
  expectedVersion: number,
  change: { status: LeadStatus; note?: string },
  actor: string,
): Promise<AdminLead> {
  const stored = await findLead(id);
  const current = await toAdminLead(stored);
  if (current.version === expectedVersion && !canMoveLead(current.status, change.status)) {
    throw new InvalidTransitionError(leadMoveRefusal(current.status, change.status));
  }
  const at = new Date().toISOString();
  const notes = change.note ? [...current.notes, { at, by: actor, text: change.note }] : current.notes;
  const next = { inboxStatus: change.status, notes, version: expectedVersion + 1 };
  await trailedWrite(
    {
      entityType: 'Lead',
      entityId: id,
      actor,
      action: change.status === current.status ? 'note' : `status.${change.status}`,
      before: { status: current.status },
      after: { status: change.status, ...(change.note ? { note: change.note } : {}) },
    },
    (entities) => [
      {
        item: patchInbox(entities, stored, next, expectedVersion),
        refusal: (old) => explainRefusal(old, expectedVersion, ADMIN_MESSAGES.leadNotFound),
      },
    ],
  );
  return { ...current, status: change.status, notes, version: expectedVersion + 1 };
}
