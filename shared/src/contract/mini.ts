import { config, enum as picklist, object, optional, string } from 'zod/mini';
import en from 'zod/v4/locales/en.js';

/**
 * zod/mini for the groups whose Lambda must stay small (zod classic alone is ~190 KB and cannot be shaken). Mini
 * sets no locale of its own (classic sets English on its first schema): given English here, its issues read
 * exactly like classic's, so a 400's field messages do not depend on which flavour a route's schema uses.
 */
config(en());

/**
 * The mini builders the light groups' contracts use, named as in zod (`z.object`, ...). Listed one by one: a
 * namespace import of zod/mini would keep all of it in the bundle.
 */
export const z = { enum: picklist, object, optional, string };
