import { createHash } from 'node:crypto';
import { createConversions } from 'electrodb';
import { v7 as uuidv7 } from 'uuid';
import type { ChecklistResponse, Grading } from '@cq/shared';
import { TEMPLATE_LIMITS, TEMPLATE_MESSAGES } from '@cq/shared/templates/rules';
import {
  exportOf,
  type Template,
  type TemplateContent,
  type TemplateSummary,
  type TemplateVersion,
} from '@cq/shared/templates/schemas';
import { InvalidTransitionError, LimitReachedError, NotFoundError } from '../../domain/errors';
import type { Owner } from '../core/owner';
import { readPage, type Page, type PageRequest } from '../core/paging';
import { store } from '../core/store';
import { explainRefusal } from '../core/versioning';
import { canonical, checkedTrail, trailedWrite } from '../trail/trail';
import { checklistTemplate } from './template.entity';
import { onFirstUse } from '../../lib/onFirstUse';

export const TEMPLATE_ENTITY = 'ChecklistTemplate';
const conversions = onFirstUse(() => createConversions(checklistTemplate));

type Item = NonNullable<
  Awaited<ReturnType<ReturnType<ReturnType<typeof store>['checklistTemplate']['get']>['go']>>['data']
>;
type SummaryItem = Pick<
  Item,
  'id' | 'name' | 'type' | 'publishedVersion' | 'draftHash' | 'questionCount' | 'updatedAt' | 'version'
> & { publishedHash?: string };
/** What the list reads of each template: never its questions. */
const SUMMARY_ATTRIBUTES = [
  'id',
  'name',
  'type',
  'publishedVersion',
  'publishedHash',
  'draftHash',
  'questionCount',
  'updatedAt',
  'version',
] as const;

const notFound = () => new NotFoundError(TEMPLATE_MESSAGES.templateNotFound);

/** The content's fingerprint: equal content, equal hash, whatever order DynamoDB returned the keys in. */
const hashOf = (content: TemplateContent): string =>
  createHash('sha256')
    .update(canonical(exportOf(content)))
    .digest('hex');

const toSummary = (item: SummaryItem): TemplateSummary => ({
  id: item.id,
  name: item.name,
  type: item.type,
  builtIn: false,
  status: item.publishedVersion > 0 ? 'published' : 'draft',
  publishedVersion: item.publishedVersion > 0 ? item.publishedVersion : null,
  unpublishedChanges: item.publishedHash !== item.draftHash,
  questionCount: item.questionCount,
  updatedAt: item.updatedAt,
  version: item.version,
});

const contentOf = (item: Item): TemplateContent => ({
  name: item.name,
  type: item.type,
  questions: item.questions as TemplateContent['questions'],
  grading: (item.grading as Grading | undefined) ?? null,
  answerScale: item.answerScale as ChecklistResponse[],
});

const toTemplate = (item: Item): Template => ({ ...toSummary(item), ...contentOf(item) });

/** Access pattern: one of the workspace's templates by id (GetItem); another workspace's id is not found. */
export async function getTemplate(owner: Owner, id: string): Promise<Template> {
  const { data } = await store().checklistTemplate.get({ workspaceId: owner.workspaceId, id }).go({ consistent: true });
  if (!data) throw notFound();
  return toTemplate(data);
}

/** Access pattern: the workspace's templates, newest first, one page of one Query reading no questions. */
export async function listTemplates(owner: Owner, page: PageRequest): Promise<Page<TemplateSummary>> {
  const result = await readPage(
    `templates:${owner.workspaceId}`,
    page,
    (options) =>
      store()
        .checklistTemplate.query.byWorkspace({ workspaceId: owner.workspaceId })
        .go({ order: 'desc', attributes: [...SUMMARY_ATTRIBUTES], ...options }),
    (item) => conversions.fromComposite.toCursor({ workspaceId: owner.workspaceId, id: item.id }),
  );
  return { items: result.items.map(toSummary), next: result.next };
}

/** How many templates the workspace has (ids only, one Query): a new one past the limit is refused. */
async function templateCount(owner: Owner): Promise<number> {
  const { data } = await store()
    .checklistTemplate.query.byWorkspace({ workspaceId: owner.workspaceId })
    .go({ attributes: ['id'], pages: 'all' });
  return data.length;
}

/** Creates a draft template with the first entry of its trail. */
export async function createTemplate(owner: Owner, content: TemplateContent): Promise<Template> {
  if ((await templateCount(owner)) >= TEMPLATE_LIMITS.perWorkspace) {
    throw new LimitReachedError(TEMPLATE_MESSAGES.tooManyTemplates);
  }
  const now = new Date().toISOString();
  const draftHash = hashOf(content);
  const template: Template = {
    id: uuidv7(),
    ...content,
    builtIn: false,
    status: 'draft',
    publishedVersion: null,
    unpublishedChanges: true,
    questionCount: content.questions.length,
    updatedAt: now,
    version: 1,
  };
  await trailedWrite(
    {
      entityType: TEMPLATE_ENTITY,
      entityId: template.id,
      actor: owner.actor,
      workspaceId: owner.workspaceId,
      action: 'create',
      before: null,
      after: exportOf(content),
    },
    ({ checklistTemplate: entity }) => [
      {
        item: entity
          .create({
            workspaceId: owner.workspaceId,
            id: template.id,
            name: content.name,
            type: content.type,
            questions: content.questions,
            ...(content.grading ? { grading: content.grading } : {}),
            answerScale: content.answerScale,
            questionCount: content.questions.length,
            draftHash,
            publishedVersion: 0,
            createdBy: owner.actor,
            createdAt: now,
            updatedAt: now,
            version: 1,
          })
          .commit(),
      },
    ],
  );
  return template;
}

export type TemplateChanges = Partial<TemplateContent>;

/** A version-checked, trailed edit of the draft (missing → 404, stale → 409). */
export async function updateTemplate(
  owner: Owner,
  current: Template,
  expectedVersion: number,
  changes: TemplateChanges,
): Promise<Template> {
  const now = new Date().toISOString();
  const content = { ...exportOf(current), ...changes };
  const draftHash = hashOf(content);
  const { grading, ...set } = changes;
  const before = Object.fromEntries(Object.keys(changes).map((k) => [k, current[k as keyof TemplateContent]]));
  await trailedWrite(
    {
      entityType: TEMPLATE_ENTITY,
      entityId: current.id,
      actor: owner.actor,
      workspaceId: owner.workspaceId,
      action: 'update',
      before,
      after: changes,
    },
    (entities) => {
      let patch = entities.checklistTemplate.patch({ workspaceId: owner.workspaceId, id: current.id }).set({
        ...set,
        ...(grading ? { grading } : {}),
        questionCount: content.questions.length,
        draftHash,
        updatedAt: now,
        version: expectedVersion + 1,
      });
      if (grading === null) patch = patch.remove(['grading']);
      return [
        {
          item: patch.where(({ version }, { eq }) => eq(version, expectedVersion)).commit({ response: 'all_old' }),
          refusal: (stored) => explainRefusal(stored, expectedVersion, TEMPLATE_MESSAGES.templateNotFound),
        },
      ];
    },
  );
  // Read back: whether the draft now differs from the published version is the stored hashes' to say.
  return getTemplate(owner, current.id);
}

/** Access pattern: one published version of one of the workspace's templates (GetItem). */
export async function getTemplateVersion(owner: Owner, templateId: string, number: number): Promise<TemplateVersion> {
  const { data } = await store()
    .checklistTemplateVersion.get({ workspaceId: owner.workspaceId, templateId, number })
    .go();
  if (!data) throw notFound();
  return {
    templateId: data.templateId,
    number: data.number,
    name: data.name,
    type: data.type,
    questions: data.questions as TemplateVersion['questions'],
    grading: (data.grading as Grading | undefined) ?? null,
    answerScale: data.answerScale as ChecklistResponse[],
    publishedAt: data.publishedAt,
    publishedBy: data.publishedBy,
  };
}

/**
 * Publishes the draft as read at `expectedVersion` as the next version (v1, v2…): the version record is created
 * (never overwritten: its key must be new) in the same transaction as the template's move, with the trail entry.
 */
export async function publishTemplate(
  owner: Owner,
  current: Template,
  expectedVersion: number,
): Promise<TemplateVersion> {
  const content = exportOf(current);
  const draftHash = hashOf(content);
  if (current.publishedVersion !== null && !current.unpublishedChanges) {
    throw new InvalidTransitionError(TEMPLATE_MESSAGES.noChanges);
  }
  const number = (current.publishedVersion ?? 0) + 1;
  const now = new Date().toISOString();
  const published: TemplateVersion = {
    templateId: current.id,
    number,
    ...content,
    // Question ids are positions in this version: a report's items and findings name them.
    questions: content.questions.map((question, i) => ({ ...question, id: `q${i + 1}` })),
    publishedAt: now,
    publishedBy: owner.actor,
  };
  await trailedWrite(
    {
      entityType: TEMPLATE_ENTITY,
      entityId: current.id,
      actor: owner.actor,
      workspaceId: owner.workspaceId,
      action: 'publish',
      before: { publishedVersion: current.publishedVersion },
      after: { publishedVersion: number, contentHash: draftHash },
    },
    (entities) => [
      {
        item: entities.checklistTemplate
          .patch({ workspaceId: owner.workspaceId, id: current.id })
          .set({ publishedVersion: number, publishedHash: draftHash, updatedAt: now, version: expectedVersion + 1 })
          .where(({ version }, { eq }) => eq(version, expectedVersion))
          .commit({ response: 'all_old' }),
        refusal: (stored) => explainRefusal(stored, expectedVersion, TEMPLATE_MESSAGES.templateNotFound),
      },
      {
        item: entities.checklistTemplateVersion
          .create({
            workspaceId: owner.workspaceId,
            templateId: published.templateId,
            number,
            name: published.name,
            type: published.type,
            questions: published.questions,
            ...(published.grading ? { grading: published.grading } : {}),
            answerScale: published.answerScale,
            publishedAt: now,
            publishedBy: owner.actor,
          })
          .commit(),
      },
    ],
  );
  return published;
}

/** The template's trail and whether its hash chain verifies (404 for another workspace's id). */
export async function templateTrail(owner: Owner, id: string) {
  await getTemplate(owner, id);
  return checkedTrail(TEMPLATE_ENTITY, id);
}
