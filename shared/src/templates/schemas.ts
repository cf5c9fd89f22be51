import * as z from '../schemas/z';
import { FINDING_RESPONSES, REPORT_FINDING_SEVERITIES, type Grading } from '../reports/grading';
import { CHECKLIST_RESPONSES } from '../reports/rules';
import { QUESTION_PRIORITIES, REPORT_TYPES } from '../reports/templates';
import { boundedText, requiredText } from '../schemas/common';
import { TEMPLATE_LIMITS as L, TEMPLATE_MESSAGES as M } from './rules';

const version = z.int({ error: 'Version is required' }).check(z.gte(1, 'Version is required'));

/** One question as written in a template (its id is given when a version is published). */
export const templateQuestionSchema = z.strictObject({
  section: z._default(boundedText(L.section), ''),
  question: requiredText(L.question, M.questionRequired),
  category: requiredText(L.category, M.categoryRequired),
  priority: z.enum(QUESTION_PRIORITIES, { error: M.priorityRequired }),
  guidance: z._default(boundedText(L.guidance), ''),
  reference: z._default(boundedText(L.reference), ''),
  evidenceRequired: z._default(z.boolean({ error: 'Evidence required is yes or no' }), false),
});
export type TemplateQuestionInput = z.input<typeof templateQuestionSchema>;
export type TemplateQuestion = z.output<typeof templateQuestionSchema>;

const gradeLabel = requiredText(L.gradeLabel, M.gradeLabelRequired);
const priorityGrades = z.strictObject({
  critical: gradeLabel,
  high: gradeLabel,
  medium: gradeLabel,
});

/** A workspace's own grading: its grades and which grade each finding answer gives per priority. */
export const gradingSchema = z
  .strictObject({
    grades: z
      .array(
        z.strictObject({
          label: gradeLabel,
          points: z.int({ error: M.points }).check(z.gte(0, M.points), z.lte(L.points, M.points)),
          severity: z.enum(REPORT_FINDING_SEVERITIES, { error: M.severityRequired }),
        }),
      )
      .check(z.minLength(1, M.gradesRequired), z.maxLength(L.grades, M.tooManyGrades)),
    matrix: z.strictObject({ non_compliant: priorityGrades, minor_finding: priorityGrades }),
  })
  .check(
    z.superRefine((grading, ctx) => {
      const labels = grading.grades.map((g) => g.label.toLowerCase());
      labels.forEach((label, i) => {
        if (labels.indexOf(label) !== i)
          ctx.addIssue({ code: 'custom', path: ['grades', i, 'label'], message: M.gradeLabelTaken });
      });
      for (const response of FINDING_RESPONSES) {
        for (const priority of QUESTION_PRIORITIES) {
          if (!grading.grades.some((g) => g.label === grading.matrix[response][priority])) {
            ctx.addIssue({ code: 'custom', path: ['matrix', response, priority], message: M.gradeUnknown });
          }
        }
      }
    }),
  ) satisfies z.ZodMiniType<Grading>;

const answerScaleSchema = z
  .array(z.enum(CHECKLIST_RESPONSES, { error: `Answers must be among ${CHECKLIST_RESPONSES.join(', ')}` }))
  .check(
    z.maxLength(CHECKLIST_RESPONSES.length),
    z.refine((scale) => scale.includes('compliant') && scale.includes('non_compliant'), M.answerScale),
  );

const questionsSchema = z
  .array(templateQuestionSchema)
  .check(z.minLength(1, M.questionsRequired), z.maxLength(L.questions, M.tooManyQuestions));

/** What a template is made of: the body of `POST /api/report-templates` and the JSON a template exports. */
export const templateContentSchema = z.strictObject({
  name: requiredText(L.name, M.nameRequired),
  type: z.enum(REPORT_TYPES, { error: M.typeRequired }),
  questions: questionsSchema,
  /** Absent or null: the built-in rule (spec §9). */
  grading: z._default(z.nullable(gradingSchema), null),
  answerScale: z._default(answerScaleSchema, [...CHECKLIST_RESPONSES]),
});
export type TemplateContentInput = z.input<typeof templateContentSchema>;
export type TemplateContent = z.output<typeof templateContentSchema>;

export const templateCreateSchema = templateContentSchema;
export type TemplateCreate = TemplateContent;

/** `PATCH /api/report-templates/{id}`: the draft's fields to change, against the version read. */
export const templateUpdateSchema = z.strictObject({
  version,
  name: z.optional(templateContentSchema.shape.name),
  type: z.optional(templateContentSchema.shape.type),
  questions: z.optional(questionsSchema),
  grading: z.optional(z.nullable(gradingSchema)),
  answerScale: z.optional(answerScaleSchema),
});
export type TemplateUpdate = z.output<typeof templateUpdateSchema>;

/** `POST /api/report-templates/{id}/versions`: publishes the draft as read at `version`. */
export const templatePublishSchema = z.strictObject({ version });
export type TemplatePublish = z.output<typeof templatePublishSchema>;

export const TEMPLATE_STATUSES = ['draft', 'published'] as const;

const publishedQuestionSchema = z.extend(templateQuestionSchema, { id: z.string() });
export type PublishedQuestion = z.output<typeof publishedQuestionSchema>;

/** A template in the list: built-in or the workspace's own, with where it stands. */
export const templateSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  type: z.enum(REPORT_TYPES),
  builtIn: z.boolean(),
  /** Draft until a first version is published. */
  status: z.enum(TEMPLATE_STATUSES),
  /** The newest published version (v1, v2…), or null. */
  publishedVersion: z.nullable(z.int()),
  /** Whether the draft differs from the newest published version. */
  unpublishedChanges: z.boolean(),
  questionCount: z.int(),
  updatedAt: z.string(),
  version: z.int(),
});
export type TemplateSummary = z.infer<typeof templateSummarySchema>;

/** A whole template: its working draft (what PATCH edits and the next publish freezes). */
export const templateSchema = z.extend(templateSummarySchema, {
  questions: z.array(templateQuestionSchema),
  grading: z.nullable(gradingSchema),
  answerScale: z.array(z.enum(CHECKLIST_RESPONSES)),
});
export type Template = z.infer<typeof templateSchema>;

/** A published version: immutable; reports started from it keep pointing at it. */
export const templateVersionSchema = z.object({
  templateId: z.string(),
  number: z.int(),
  name: z.string(),
  type: z.enum(REPORT_TYPES),
  questions: z.array(publishedQuestionSchema),
  grading: z.nullable(gradingSchema),
  answerScale: z.array(z.enum(CHECKLIST_RESPONSES)),
  publishedAt: z.string(),
  publishedBy: z.string(),
});
export type TemplateVersion = z.infer<typeof templateVersionSchema>;

/** The JSON a template exports (and imports): its content, nothing of the workspace's bookkeeping. */
export const exportOf = ({ name, type, questions, grading, answerScale }: TemplateContent): TemplateContent => ({
  name,
  type,
  questions,
  grading,
  answerScale,
});
