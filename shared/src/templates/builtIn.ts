import { CHECKLIST_RESPONSES } from '../reports/rules';
import { DEFAULT_TEMPLATES, type ReportType } from '../reports/templates';
import { GCP_SITE_TEMPLATE } from './gcpSiteTemplate';
import type { PublishedQuestion, Template, TemplateContent, TemplateVersion } from './schemas';
import { BUILT_IN_PREFIX } from './builtInIds';

export { BUILT_IN_PREFIX, templateOfReport } from './builtInIds';

export interface BuiltInTemplate {
  id: string;
  content: TemplateContent;
  /** The published questions, with the ids reports' items and findings carry. */
  questions: PublishedQuestion[];
}

const DEFAULT_BUILT_INS: BuiltInTemplate[] = DEFAULT_TEMPLATES.map((t) => {
  const questions = t.questions.map((question) => ({
    ...question,
    section: '',
    guidance: '',
    evidenceRequired: false,
  }));
  return {
    id: `${BUILT_IN_PREFIX}${t.type}`,
    content: {
      name: t.name,
      type: t.type as ReportType,
      questions,
      grading: null,
      answerScale: [...CHECKLIST_RESPONSES],
    },
    questions,
  };
});

const GCP_SITE_ID = `${BUILT_IN_PREFIX}gcp-site-full`;

/** The three types' five questions (spec §9), then the fuller GCP site audit. Always version 1, never edited. */
export const BUILT_IN_TEMPLATES: BuiltInTemplate[] = [
  ...DEFAULT_BUILT_INS,
  {
    id: GCP_SITE_ID,
    content: GCP_SITE_TEMPLATE,
    questions: GCP_SITE_TEMPLATE.questions.map((question, i) => ({ ...question, id: `gcp-site-${i + 1}` })),
  },
];

export const isBuiltInId = (id: string): boolean => id.startsWith(BUILT_IN_PREFIX);

export const builtInTemplate = (id: string): BuiltInTemplate | undefined => BUILT_IN_TEMPLATES.find((t) => t.id === id);

/** When the built-ins were written into the product: their one version's date. */
const BUILT_IN_SINCE = '2026-01-01T00:00:00.000Z';

/** A built-in as the API shows a template: published once, nothing unpublished. */
export const builtInAsTemplate = ({ id, content }: BuiltInTemplate): Template => ({
  id,
  ...content,
  builtIn: true,
  status: 'published',
  publishedVersion: 1,
  unpublishedChanges: false,
  questionCount: content.questions.length,
  updatedAt: BUILT_IN_SINCE,
  version: 1,
});

export const builtInVersion = ({ id, content, questions }: BuiltInTemplate): TemplateVersion => ({
  templateId: id,
  number: 1,
  ...content,
  questions,
  publishedAt: BUILT_IN_SINCE,
  publishedBy: 'built-in',
});
