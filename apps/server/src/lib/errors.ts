/** Domain errors: services throw these, never HTTP objects; the error handler maps them to answers. */
export class DomainError extends Error {
  constructor(
    message: string,
    readonly detail?: string,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class NotFoundError extends DomainError {}
export class ForbiddenError extends DomainError {}
export class ConflictError extends DomainError {}
/** The request is well-formed but cannot be carried out as asked (e.g. no highlights in range). */
export class UnprocessableError extends DomainError {}
export class LimitExceededError extends DomainError {
  constructor(
    message: string,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}
/** The upload is larger than the operator allows. */
export class PayloadTooLargeError extends DomainError {}
/** Something the request needs (the job queue) failed for now; the same request may succeed later. */
export class UnavailableError extends DomainError {}
export class FieldValidationError extends DomainError {
  constructor(
    message: string,
    readonly errors: { field: string; message: string }[],
  ) {
    super(message);
  }
}

export function statusOfDomainError(error: DomainError): number {
  if (error instanceof NotFoundError) return 404;
  if (error instanceof ForbiddenError) return 403;
  if (error instanceof ConflictError) return 409;
  if (error instanceof UnprocessableError) return 422;
  if (error instanceof LimitExceededError) return 429;
  if (error instanceof FieldValidationError) return 400;
  if (error instanceof PayloadTooLargeError) return 413;
  if (error instanceof UnavailableError) return 503;
  return 400;
}
