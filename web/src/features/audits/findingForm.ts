import * as z from '@cq/shared/schemas/z';
import { FINDING_SEVERITIES, RESOLUTION_REQUIRED, type FindingSeverity } from '@cq/shared/findings/rules';
import {
  FINDING_DESCRIPTION_MAX,
  FINDING_RESOLUTION_MAX,
  findingCreateSchema,
  type FindingCreateInput,
} from '@cq/shared/findings/schemas';
import { tooLongMessage } from '@cq/shared/schemas/limits';
import { reasonField } from './auditForm';

/** New Finding: the API's title and severity rules and messages; blank optional fields are left out. */
export const newFindingFormSchema = z.pipe(
  z.object({
    title: findingCreateSchema.shape.title,
    description: z
      .string()
      .check(z.trim(), z.maxLength(FINDING_DESCRIPTION_MAX, tooLongMessage(FINDING_DESCRIPTION_MAX))),
    severity: findingCreateSchema.shape.severity,
    responseRequired: z.boolean(),
    dueDate: z.string(),
  }),
  z.transform(({ description, dueDate, ...rest }): FindingCreateInput => ({
    ...rest,
    ...(description ? { description } : {}),
    ...(dueDate ? { dueDate } : {}),
  })),
);
export type NewFindingFormValues = z.input<typeof newFindingFormSchema>;
export const NEW_FINDING_FIELDS = ['title', 'description', 'severity', 'responseRequired', 'dueDate'] as const;

/** Closing a finding needs a resolution note (the rule's own message). */
export const closeFindingFormSchema = z.object({
  resolution: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, RESOLUTION_REQUIRED),
      z.maxLength(FINDING_RESOLUTION_MAX, tooLongMessage(FINDING_RESOLUTION_MAX)),
    ),
  reason: reasonField,
});
export type CloseFindingValues = z.infer<typeof closeFindingFormSchema>;

export const SEVERITY_CLASSES: Record<FindingSeverity, string> = {
  critical: 'bg-destructive text-destructive-foreground',
  high: 'bg-[#ffedd5] text-[#9a3412]',
  medium: 'bg-warning-surface text-warning-foreground',
  low: 'bg-muted text-muted-foreground',
};

export const SEVERITY_OPTIONS = FINDING_SEVERITIES.map((value) => ({
  value,
  label: value[0]!.toUpperCase() + value.slice(1),
}));
