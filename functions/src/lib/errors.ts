/** Domain errors: the error handler turns these into 4xx responses; anything else becomes a generic 500. */
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
export const unauthorized = () => new HttpError(401, 'Unauthorized');
export const forbidden = () => new HttpError(403, 'Forbidden');
export const notFound = (message = 'Not found') => new HttpError(404, message);
export const conflict = (message = 'This record was changed by someone else. Reload and try again.') =>
  new HttpError(409, message);
export const payloadTooLarge = (limit: number) =>
  new HttpError(413, `Request body is too large (limit ${Math.round(limit / 1024)} KB)`);
export const unsupportedMediaType = () => new HttpError(415, 'Content-Type must be application/json');
export const tooManyRequests = (retryAfterSeconds: number) =>
  new HttpError(429, 'Too many requests. Please wait a moment and try again.', {
    headers: { 'Retry-After': String(retryAfterSeconds) },
  });
