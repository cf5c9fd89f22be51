import * as z from './z';
import { boundedText } from './common';

/** Error types the browser reports (spec: component, network, font; plus the global handlers'). */
export const ERROR_TYPES = ['component', 'network', 'font', 'uncaught', 'unhandled_rejection', 'image'] as const;

/** The general error-log entry (spec §3). */
export const errorLogEntrySchema = z.object({
  error_type: boundedText(100).check(z.minLength(1, 'error_type is required')),
  error_message: boundedText(4000).check(z.minLength(1, 'error_message is required')),
  component_context: z.optional(boundedText(500)),
  stack_trace: z.optional(boundedText(16000)),
  page_url: z.optional(boundedText(2000)),
  user_agent: z.optional(boundedText(1000)),
  timestamp: z.optional(z.iso.datetime({ offset: true, error: 'timestamp must be an ISO date-time' })),
});

/** The render-error variant sent by the error boundary. */
export const renderErrorEntrySchema = z.object({
  context: boundedText(500).check(z.minLength(1, 'context is required')),
  error: boundedText(4000).check(z.minLength(1, 'error is required')),
  stack: z.optional(boundedText(16000)),
  componentStack: z.optional(boundedText(16000)),
  timestamp: z.iso.datetime({ offset: true, error: 'timestamp must be an ISO date-time' }),
  userAgent: z.optional(boundedText(1000)),
  url: z.optional(boundedText(2000)),
});

const isRenderVariant = (v: unknown) => typeof v === 'object' && v !== null && 'context' in v && !('error_type' in v);

/**
 * Either variant, chosen by shape, so a bad body gets the field messages of the variant it was meant to be
 * (a plain union would only say that neither matched). Unknown fields are refused.
 */
const strictErrorLogEntry = z.strictObject(errorLogEntrySchema.shape);
const strictRenderErrorEntry = z.strictObject(renderErrorEntrySchema.shape);

export const errorLogBodySchema = z.pipe(
  z.unknown(),
  z.transform((value, ctx): ErrorLogEntry | RenderErrorEntry => {
    const schema = isRenderVariant(value) ? strictRenderErrorEntry : strictErrorLogEntry;
    const parsed = schema.safeParse(value);
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues)
      ctx.issues.push({ code: 'custom', message: issue.message, path: issue.path, input: value });
    return z.NEVER;
  }),
);

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
