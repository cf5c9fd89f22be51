import { reasonRefusal, type ReasonRecord } from '@cq/shared/trail/reasonForChange';
import { InvalidInputError } from './errors';

/** Refuses (400 on `reason`) a change of a regulated record's recorded data that gives no reason for it. */
export function requireReason(
  record: ReasonRecord,
  current: object,
  changes: object,
  reason: string | null | undefined,
): void {
  const refusal = reasonRefusal(record, current, changes, reason);
  if (refusal) throw new InvalidInputError(refusal, { reason: refusal });
}
