import { NotFoundError, StaleVersionError, type DomainError } from '../../domain/errors';

/**
 * Why a version-checked write was refused, from the item as it was when the condition failed
 * (ReturnValuesOnConditionCheckFailure): no item → not found (404); another version → stale (409); the
 * version matched, so one of the write's extra conditions failed → `otherwise` says which rule.
 */
export function explainRefusal(
  stored: Record<string, unknown> | null,
  expectedVersion: number,
  notFoundMessage: string,
  otherwise: (stored: Record<string, unknown>) => DomainError = () => new StaleVersionError(),
): DomainError {
  if (!stored) return new NotFoundError(notFoundMessage);
  // A record stored before it carried a version (a lead, an error log, a seeded job) is at version 0.
  if ((stored.version ?? 0) !== expectedVersion) return new StaleVersionError();
  return otherwise(stored);
}

/**
 * The condition of a version-checked write: the stored version is the one the caller read, where 0 means a
 * record stored before it carried one (so it has none).
 */
export const versionCondition = <A>(
  expected: number,
  attr: A,
  ops: { eq: (a: A, v: number) => string; notExists: (a: A) => string },
): string => (expected === 0 ? ops.notExists(attr) : ops.eq(attr, expected));
