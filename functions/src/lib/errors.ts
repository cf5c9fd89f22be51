/**
 * Errors of the HTTP protocol itself (a body too large, a missing token): only the middy chain throws these.
 * Everything a use case or the data layer refuses is a domain error (domain/errors.ts).
 */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly extra: { fields?: Record<string, string>; headers?: Record<string, string> } = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string, fields?: Record<string, string>) =>
  new HttpError(400, message, fields ? { fields } : {});
export const unauthorized = (message = 'Unauthorized') => new HttpError(401, message);
export const forbidden = (message = 'Forbidden') => new HttpError(403, message);
export const routeNotFound = () => new HttpError(404, 'Route not found');
export const payloadTooLarge = (limit: number) =>
  new HttpError(413, `Request body is too large (limit ${Math.round(limit / 1024)} KB)`);
export const unsupportedMediaType = () => new HttpError(415, 'Content-Type must be application/json');
