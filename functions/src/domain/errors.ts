import { CAREERS_MESSAGES } from '@cq/shared/schemas/careersMessages';
import { SIGNING_CODES, SIGNING_MESSAGES } from '@cq/shared/signing/rules';

/**
 * Domain errors: what the data layer and use cases throw. They know nothing of HTTP; the one mapping at the
 * boundary (http/middleware/errors.ts) turns each kind into its status code and `{error, fields?, code?}` body.
 */
export type DomainErrorKind =
  | 'not_found'
  | 'stale_version'
  | 'conflict'
  | 'invalid_transition'
  | 'limit_reached'
  | 'invalid_input'
  | 'rate_limited'
  | 'unavailable'
  | 'signature_rejected'
  | 'forbidden'
  | 'gone'
  | 'locked';

export abstract class DomainError extends Error {
  /** Extra fields of the answer's body beside `error` and `code`, for a screen to act on (a link, a count). */
  readonly details?: Record<string, string | number>;
  constructor(
    readonly kind: DomainErrorKind,
    message: string,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

/** The record does not exist, or belongs to another owner: the two are indistinguishable on purpose. */
export class NotFoundError extends DomainError {
  constructor(message = 'Not found') {
    super('not_found', message);
  }
}

/** The caller's version is not the stored one: someone else changed the record first. */
export class StaleVersionError extends DomainError {
  /** Tells a stale copy (reload and retry) apart from a refused move, which is also a 409. */
  readonly code = 'STALE_VERSION';
  constructor(message = 'This record was changed by someone else. Reload and try again.') {
    super('stale_version', message);
  }
}

/** A uniqueness rule refused the write (an e-mail address already claimed, ...). */
export class ConflictError extends DomainError {
  constructor(message: string) {
    super('conflict', message);
  }
}

/** A status move the record's rules do not allow. */
export class InvalidTransitionError extends DomainError {
  constructor(
    message: string,
    /** What keeps the move from happening, per field (a CAPA's root cause, actions, check). */
    readonly fields?: Record<string, string>,
  ) {
    super('invalid_transition', message);
  }
}

/** A plan limit is used up; screens react to the code. */
export class LimitReachedError extends DomainError {
  readonly code = 'LIMIT_REACHED';
  constructor(message: string) {
    super('limit_reached', message);
  }
}

/** Input the schema could not catch (a forged cursor, a rule between fields). */
export class InvalidInputError extends DomainError {
  constructor(
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super('invalid_input', message);
  }
}

export class RateLimitedError extends DomainError {
  constructor(
    readonly retryAfterSeconds: number,
    message = 'Too many requests. Please wait a moment and try again.',
  ) {
    super('rate_limited', message);
  }
}

/** A dependency (the table, a provider) cannot answer right now, or a feature is not available yet. */
export class UnavailableError extends DomainError {
  constructor(message: string) {
    super('unavailable', message);
  }
}

/** The job was closed or deleted while an application to it was being written: the same 404 as an unknown job. */
export class JobClosedError extends NotFoundError {
  constructor() {
    super(CAREERS_MESSAGES.jobNotFound);
  }
}

/** The signer's password did not match: nothing was signed (and the session stays, unlike a 401). */
export class SignatureRejectedError extends DomainError {
  readonly code = 'SIGNATURE_REJECTED';
  constructor(message: string) {
    super('signature_rejected', message);
  }
}

/** The caller is known but their role or the record's rules do not let them do this (a member's role, the author). */
export class ForbiddenError extends DomainError {
  constructor(message: string) {
    super('forbidden', message);
  }
}

/** A feature of a paid plan asked for on Free (403); screens offer the upgrade on the code. */
export class PlanRequiredError extends DomainError {
  readonly code = 'PRO_REQUIRED';
  constructor(message: string) {
    super('forbidden', message);
  }
}

/** A single-use or expiring thing (an invitation link) that was used, revoked or has expired. */
export class GoneError extends DomainError {
  constructor(message: string) {
    super('gone', message);
  }
}

/** A first signature before the e-signature statement was accepted (21 CFR 11.100(c)): the dialog asks for it. */
export class StatementRequiredError extends DomainError {
  readonly code = SIGNING_CODES.statementRequired;
  constructor() {
    super('forbidden', SIGNING_MESSAGES.statementRequired);
  }
}

/** Signing locked after repeated wrong passwords (21 CFR 11.300(d)); the right password is refused too until then. */
export class SigningLockedError extends DomainError {
  readonly code = SIGNING_CODES.locked;
  readonly retryAfterSeconds: number;
  constructor(readonly until: string) {
    super('locked', SIGNING_MESSAGES.locked(until));
    this.retryAfterSeconds = Math.max(1, Math.ceil((Date.parse(until) - Date.now()) / 1000));
  }
}

/** Something locked for good by failed attempts (an auditee link after five wrong codes): only its sender can undo it. */
export class LockedError extends DomainError {
  constructor(message: string) {
    super('locked', message);
  }
}

/** The auditee portal's calls after the code step, made without its live bearer (403 with a code the page reads). */
export class PortalCodeRequiredError extends DomainError {
  readonly code = 'PORTAL_CODE_REQUIRED';
  constructor(message: string) {
    super('forbidden', message);
  }
}

/** A paid product the caller has not bought (or whose subscription ended): 403 with where to buy it. */
export class SubscriptionRequiredError extends DomainError {
  readonly code: string;
  override readonly details: Record<string, string | number>;
  constructor(message: string, code: string, buyUrl: string) {
    super('forbidden', message);
    this.code = code;
    this.details = { buyUrl };
  }
}

/** A monthly allowance used up, with the count and when it resets (403 LIMIT_REACHED). */
export class AllowanceUsedError extends LimitReachedError {
  override readonly details: Record<string, string | number>;
  constructor(message: string, details: { used: number; limit: number; resetsOn: string }) {
    super(message);
    this.details = details;
  }
}

/** This paid period's one mock inspection is already booked (409 ALREADY_BOOKED, with when the next one opens). */
export class AlreadyBookedError extends ConflictError {
  readonly code = 'ALREADY_BOOKED';
  override readonly details: Record<string, string | number>;
  constructor(message: string, nextOn: string) {
    super(message);
    this.details = { nextOn };
  }
}
