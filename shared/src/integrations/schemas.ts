import * as z from '../schemas/z';
import { requiredText } from '../schemas/common';
import { API_KEY_ROLES } from './constants';
// Plain constants, kept apart from the schemas so the entity modules that use them build no zod schema.
export { API_KEY_ROLES, type ApiKeyRole } from './constants';

/** Every key starts with this, so a key pasted into the wrong place is recognisable (and secret scanners find it). */
export const API_KEY_PREFIX = 'cq_';
/** How much of a key the list shows: the prefix and a few characters, enough to tell keys apart, never to use one. */
export const API_KEY_SHOWN_CHARS = 8;

export const API_KEY_LIMITS = { name: 80 } as const;

export const API_KEY_MESSAGES = {
  nameRequired: 'Give the key a name',
  role: 'A key acts as a viewer or an auditor',
  expiry: 'Choose an expiry date in the future',
  proOnly: 'API keys are part of the Pro plan. Upgrade to Pro to create keys.',
  notFound: 'API key not found',
  personOnly: 'An API key cannot do this: sign in as a person.',
  invalid: 'This API key is not valid. It may have been revoked or have expired.',
} as const;

/** `POST /api/api-keys`. */
export const apiKeyCreateSchema = z.strictObject({
  name: requiredText(API_KEY_LIMITS.name, API_KEY_MESSAGES.nameRequired),
  role: z.enum(API_KEY_ROLES, { error: API_KEY_MESSAGES.role }),
  /** The instant the key stops working; absent or null, it works until revoked. */
  expiresAt: z.nullish(
    z.pipe(
      z.iso
        .datetime({ offset: true, error: API_KEY_MESSAGES.expiry })
        .check(z.refine((at) => Date.parse(at) > Date.now(), API_KEY_MESSAGES.expiry)),
      z.transform((at) => new Date(at).toISOString()),
    ),
  ),
});
export type ApiKeyCreate = z.infer<typeof apiKeyCreateSchema>;

/** A key as the list shows it: never its secret. */
export const apiKeySchema = z.object({
  id: z.string(),
  name: z.string(),
  /** `cq_` and the secret's first characters. */
  prefix: z.string(),
  role: z.enum(API_KEY_ROLES),
  createdAt: z.string(),
  createdBy: z.string(),
  lastUsedAt: z.nullable(z.string()),
  expiresAt: z.nullable(z.string()),
  revokedAt: z.nullable(z.string()),
});
export type ApiKey = z.infer<typeof apiKeySchema>;

/** The answer to creating a key: the only time its secret is shown. */
export const apiKeyCreatedSchema = z.extend(apiKeySchema, { secret: z.string() });
export type ApiKeyCreated = z.infer<typeof apiKeyCreatedSchema>;

/** A key's status at `now`, for the list. */
export const apiKeyStatus = (key: Pick<ApiKey, 'revokedAt' | 'expiresAt'>, now = Date.now()) =>
  key.revokedAt ? 'revoked' : key.expiresAt && Date.parse(key.expiresAt) <= now ? 'expired' : 'active';
