import { CAREERS_MESSAGES } from '@cq/shared';

/**
 * Domain errors: what the data layer and use cases throw. They know nothing of HTTP; the one mapping at the
 * boundary (lib/middleware/errors.ts) turns each kind into its status code and `{error, fields?, code?}` body.
 */
export abstract class DomainError extends Error {
  abstract readonly kind: DomainErrorKind;
}

export type DomainErrorKind =
  | 'not_found'
  | 'stale_version'
  | 'conflict'
  | 'invalid_transition'
  | 'limit_reached'
  | 'invalid_input'
  | 'rate_limited'
  | 'unavailable';

/** The record does not exist, or belongs to another owner: the two are indistinguishable on purpose. */
export class NotFoundError extends DomainError {
  readonly kind = 'not_found';
  constructor(message = 'Not found') {
    super(message);
    this.name = 'NotFoundError';
  }
}

/** The job was closed or deleted while an application to it was being written: the same 404 as an unknown job. */
export class JobClosedError extends NotFoundError {
  constructor() {
    super(CAREERS_MESSAGES.jobNotFound);
    this.name = 'JobClosedError';
  }
}

/** The caller's version is not the stored one: someone else changed the record first. */
export class StaleVersionError extends DomainError {
  readonly kind = 'stale_version';
  constructor(message = 'This record was changed by someone else. Reload and try again.') {
    super(message);
    this.name = 'StaleVersionError';
  }
}

/** A uniqueness rule refused the write (an e-mail address already claimed, ...). */
export class ConflictError extends DomainError {
  readonly kind = 'conflict';
  constructor(message: string) {
    super(message);
    this.name = 'ConflictError';
  }
}

/** A status move the record's rules do not allow. */
export class InvalidTransitionError extends DomainError {
  readonly kind = 'invalid_transition';
  constructor(message: string) {
    super(message);
    this.name = 'InvalidTransitionError';
  }
}

/** A plan limit is used up. */
export class LimitReachedError extends DomainError {
  readonly kind = 'limit_reached';
  readonly code = 'LIMIT_REACHED';
  constructor(message: string) {
    super(message);
    this.name = 'LimitReachedError';
  }
}

/** Input the schema could not catch (a forged cursor, a rule between fields). */
export class InvalidInputError extends DomainError {
  readonly kind = 'invalid_input';
  constructor(
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'InvalidInputError';
  }
}

export class RateLimitedError extends DomainError {
  readonly kind = 'rate_limited';
  constructor(readonly retryAfterSeconds: number) {
    super('Too many requests. Please wait a moment and try again.');
    this.name = 'RateLimitedError';
  }
}

/** A dependency (the table, a provider) cannot answer right now, or a feature is not available yet. */
export class UnavailableError extends DomainError {
  readonly kind = 'unavailable';
  constructor(message: string) {
    super(message);
    this.name = 'UnavailableError';
  }
}
