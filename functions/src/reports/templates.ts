import { TEMPLATE_MESSAGES } from '@cq/shared/templates/rules';
import {
  builtInAsTemplate,
  builtInTemplate,
  BUILT_IN_TEMPLATES,
  builtInVersion,
  isBuiltInId,
} from '@cq/shared/templates/builtIn';
import type {
  Template,
  TemplateCreate,
  TemplatePublish,
  TemplateSummary,
  TemplateUpdate,
  TemplateVersion,
} from '@cq/shared/templates/schemas';
import { InvalidTransitionError, NotFoundError, StaleVersionError } from '../domain/errors';
import { retryOnContention } from '../data/core/contention';
import type { Workspace } from '../data/core/owner';
import type { Page, PageRequest } from '../data/core/paging';
import {
  createTemplate,
  getTemplate,
  getTemplateVersion,
  listTemplates,
  publishTemplate,
  updateTemplate,
  type TemplateChanges,
} from '../data/templates/templates';

const builtInRefusal = () => new InvalidTransitionError(TEMPLATE_MESSAGES.builtInReadOnly);

/** The built-ins (on the first page only) and one page of the workspace's own templates. */
export async function templatesOf(workspace: Workspace, page: PageRequest): Promise<Page<TemplateSummary>> {
  const own = await listTemplates(workspace, page);
  if (page.cursor) return own;
  const builtIns = BUILT_IN_TEMPLATES.map((t) => {
    const { questions: _q, grading: _g, answerScale: _a, ...summary } = builtInAsTemplate(t);
    return summary;
  });
  return { items: [...builtIns, ...own.items], next: own.next };
}

/** A built-in or one of the workspace's templates, whole (another workspace's id: 404). */
export async function templateOf(workspace: Workspace, id: string): Promise<Template> {
  if (!isBuiltInId(id)) return getTemplate(workspace, id);
  const builtIn = builtInTemplate(id);
  if (!builtIn) throw new NotFoundError(TEMPLATE_MESSAGES.templateNotFound);
  return builtInAsTemplate(builtIn);
}

export const addTemplate = (workspace: Workspace, input: TemplateCreate): Promise<Template> =>
  createTemplate(workspace, input);

/** Edits the draft: only the fields that differ (compared as content, not by reference). */
export async function reviseTemplate(workspace: Workspace, id: string, input: TemplateUpdate): Promise<Template> {
  if (isBuiltInId(id)) throw builtInRefusal();
  const { version, ...requested } = input;
  return retryOnContention(async () => {
    const current = await getTemplate(workspace, id);
    const changes: TemplateChanges = Object.fromEntries(
      Object.entries(requested).filter(
        ([field, value]) =>
          value !== undefined && JSON.stringify(current[field as keyof Template]) !== JSON.stringify(value),
      ),
    );
    if (Object.keys(changes).length === 0) {
      if (current.version !== version) throw new StaleVersionError();
      return current;
    }
    return updateTemplate(workspace, current, version, changes);
  });
}

/** Publishes the draft as read at `version` as the next immutable version. */
export async function publishDraft(workspace: Workspace, id: string, input: TemplatePublish): Promise<TemplateVersion> {
  if (isBuiltInId(id)) throw builtInRefusal();
  const current = await getTemplate(workspace, id);
  if (current.version !== input.version) throw new StaleVersionError();
  return publishTemplate(workspace, current, input.version);
}

/**
 * The newest published version of a template a report starts from: a built-in's one version, or the workspace's
 * latest (a draft never published cannot start a report).
 */
export async function publishedTemplate(workspace: Workspace, id: string): Promise<TemplateVersion> {
  if (isBuiltInId(id)) {
    const builtIn = builtInTemplate(id);
    if (!builtIn) throw new NotFoundError(TEMPLATE_MESSAGES.templateNotFound);
    return builtInVersion(builtIn);
  }
  const template = await getTemplate(workspace, id);
  if (template.publishedVersion === null) throw new InvalidTransitionError(TEMPLATE_MESSAGES.notPublished);
  return getTemplateVersion(workspace, id, template.publishedVersion);
}
