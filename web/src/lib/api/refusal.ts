import { parseApiErrorBody } from '@cq/shared/schemas/common';
import { HttpError } from './request';

export interface Refusal {
  status: number;
  /** The API's `error` text, or null when the body is not ours (a proxy's page, an empty 502). */
  message: string | null;
  code: string | null;
  fields: Record<string, string>;
}

/** What the API said when it refused a call, or null when the call never got an answer (network). */
export function refusalOf(error: unknown): Refusal | null {
  if (!(error instanceof HttpError)) return null;
  const body = parseApiErrorBody(error.bodyText);
  return {
    status: error.status,
    message: body?.error.trim() || null,
    code: body?.code ?? null,
    fields: { ...body?.fields },
  };
}
