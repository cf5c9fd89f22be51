import type { ReportType } from '../reports/templates';

/** Built-in templates' ids start with this, which no workspace template id (a UUID) does. */
export const BUILT_IN_PREFIX = 'builtin-';

/**
 * A report's template: its template's id, or the id of its type's built-in template. Its own small module: the
 * analytics rules every write path bundles need it, not the built-in checklists.
 */
export const templateOfReport = (report: { templateId: string | null; type: ReportType }): string =>
  report.templateId ?? `${BUILT_IN_PREFIX}${report.type}`;
