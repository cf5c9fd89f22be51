import { config } from 'zod/mini';
import en from 'zod/v4/locales/en.js';

/**
 * The one zod every schema of the product is built with: zod/mini, imported as a namespace
 * (`import * as z from '@cq/shared/schemas/z'`, or a relative path inside shared/). Mini's functions shake out of a
 * bundle where classic's methods cannot: zod classic alone was ~190 KB of every Lambda and ~20 ms of its cold start
 * (issue 23). Mini sets no locale of its own (classic sets English on its first schema): given English here, its
 * issues read exactly like classic's, so a 400's field messages and the form's are the words they always were.
 *
 * Writing schemas: functions, not methods — `z.optional(s)`, `z.array(s)`, `z.extend(s, shape)`,
 * `z.pipe(s, z.transform(f))`, `z._default(s, v)`; checks in `.check(...)`: `z.trim()`, `z.minLength(n, msg)`,
 * `z.maxLength(n, msg)`, `z.gte(n)`, `z.refine(f, msg)`, `z.superRefine(f)`, `z.overwrite(f)`, `z.regex(r, msg)`.
 */
config(en());

export * from 'zod/mini';
