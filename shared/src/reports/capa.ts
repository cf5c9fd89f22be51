import { z } from 'zod';
import { boundedText } from '../schemas/common';
import { TRAIL_REASON_MAX } from '../schemas/limits';

/** CAPA records (spec §3 capa_logs; issue 9): open → in_progress → verified → closed; closing needs the check. */
export const CAPA_STATUSES = ['open', 'in_progress', 'verified', 'closed'] as const;
export type CapaStatus = (typeof CAPA_STATUSES)[number];

export const CAPA_STATUS_LABELS: Record<CapaStatus, string> = {
  open: 'Open',
  in_progress: 'In Progress',
  verified: 'Verified',
  closed: 'Closed',
};

export const CAPA_TRANSITIONS: Record<CapaStatus, readonly CapaStatus[]> = {
  open: ['in_progress'],
  in_progress: ['verified'],
  verified: ['closed', 'in_progress'],
  closed: [],
};

export const canMoveCapa = (from: CapaStatus, to: CapaStatus): boolean => CAPA_TRANSITIONS[from].includes(to);
export const capaMoveRefusal = (from: CapaStatus, to: CapaStatus): string =>
  `A CAPA cannot move from ${CAPA_STATUS_LABELS[from]} to ${CAPA_STATUS_LABELS[to]}.`;
export const CAPA_CLOSED_REFUSAL = 'A Closed CAPA is final and cannot be changed.';
export const CAPA_CLOSE_NEEDS_VERIFICATION = 'Closing a CAPA needs its effectiveness verified, with verification notes';

/** Overdue: not closed and past its due date (UTC day). */
export const isCapaOverdue = (capa: { status: CapaStatus; dueDate: string }, today: string): boolean =>
  capa.status !== 'closed' && capa.dueDate < today;

const text = (max: number) => boundedText(max).optional();

/** The limit of a CAPA's long texts (description, root cause, actions, verification notes). */
export const CAPA_TEXT_MAX = 5000;

/** `PATCH /api/capas/{id}`. */
export const capaUpdateSchema = z.strictObject({
  version: z.number({ error: 'Version is required' }).int('Version is required').min(1, 'Version is required'),
  title: text(200),
  description: text(CAPA_TEXT_MAX),
  rootCause: text(CAPA_TEXT_MAX),
  correctiveAction: text(CAPA_TEXT_MAX),
  preventiveAction: text(CAPA_TEXT_MAX),
  responsiblePerson: text(200),
  dueDate: z.iso.date({ error: 'Due date must be a date (YYYY-MM-DD)' }).optional(),
  status: z.enum(CAPA_STATUSES, { error: `Status must be one of ${CAPA_STATUSES.join(', ')}` }).optional(),
  effectivenessVerified: z.boolean({ error: 'Must be true or false' }).optional(),
  verificationNotes: text(CAPA_TEXT_MAX),
  reason: text(TRAIL_REASON_MAX),
});
export type CapaUpdate = z.output<typeof capaUpdateSchema>;

export const capaSchema = z.object({
  id: z.string(),
  reportId: z.string(),
  findingId: z.string(),
  title: z.string(),
  description: z.string(),
  rootCause: z.string(),
  correctiveAction: z.string(),
  preventiveAction: z.string(),
  responsiblePerson: z.string(),
  dueDate: z.string(),
  status: z.enum(CAPA_STATUSES),
  effectivenessVerified: z.boolean(),
  verificationNotes: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  version: z.number().int(),
});
export type Capa = z.infer<typeof capaSchema>;
