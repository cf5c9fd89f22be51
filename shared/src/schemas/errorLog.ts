import { z } from 'zod';
import { boundedText } from './common';

/** Error types the browser reports (spec: component, network, font; plus the global handlers'). */
export const ERROR_TYPES = ['component', 'network', 'font', 'uncaught', 'unhandled_rejection', 'image'] as const;

/** The general error-log entry (spec §3). */
export const errorLogEntrySchema = z.object({
  error_type: boundedText(100).min(1, 'error_type is required'),
  error_message: boundedText(4000).min(1, 'error_message is required'),
  component_context: boundedText(500).optional(),
  stack_trace: boundedText(16000).optional(),
  page_url: boundedText(2000).optional(),
  user_agent: boundedText(1000).optional(),
  timestamp: z.iso.datetime({ offset: true, error: 'timestamp must be an ISO date-time' }).optional(),
});

/** The render-error variant sent by the error boundary. */
export const renderErrorEntrySchema = z.object({
  context: boundedText(500).min(1, 'context is required'),
  error: boundedText(4000).min(1, 'error is required'),
  stack: boundedText(16000).optional(),
  componentStack: boundedText(16000).optional(),
  timestamp: z.iso.datetime({ offset: true, error: 'timestamp must be an ISO date-time' }),
  userAgent: boundedText(1000).optional(),
  url: boundedText(2000).optional(),
});

const isRenderVariant = (v: unknown) => typeof v === 'object' && v !== null && 'context' in v && !('error_type' in v);

/**
 * Either variant, chosen by shape, so a bad body gets the field messages of the variant it was meant to be
 * (a plain union would only say that neither matched). Unknown fields are refused.
 */
export const errorLogBodySchema = z.unknown().transform((value, ctx): ErrorLogEntry | RenderErrorEntry => {
  const schema = isRenderVariant(value) ? renderErrorEntrySchema.strict() : errorLogEntrySchema.strict();
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues) ctx.addIssue({ ...issue, code: 'custom', message: issue.message });
  return z.NEVER;
});

export type ErrorLogEntry = z.infer<typeof errorLogEntrySchema>;
export type RenderErrorEntry = z.infer<typeof renderErrorEntrySchema>;
export type ErrorLogBody = z.infer<typeof errorLogBodySchema>;

/** Both variants normalised to the stored shape (spec error_logs table). */
export function normaliseErrorLog(body: ErrorLogBody): ErrorLogEntry & { error_type: string } {
  if ('error_type' in body) return body;
  return {
    error_type: 'component',
    error_message: body.error,
    component_context: body.context,
    stack_trace: [body.stack, body.componentStack].filter(Boolean).join('\n\nComponent stack:') || undefined,
    page_url: body.url,
    user_agent: body.userAgent,
    timestamp: body.timestamp,
  };
}
