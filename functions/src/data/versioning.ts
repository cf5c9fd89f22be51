import { NotFoundError, StaleVersionError, type DomainError } from '../domain/errors';

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
  if (stored.version !== expectedVersion) return new StaleVersionError();
  return otherwise(stored);
}
