import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '../config';

/**
 * ElectroDB checks every entity model against a JSON Schema (the `jsonschema` package) when the entity is
 * built, which for our ~35 entities is 30-40 ms of every cold start, every time, on models that never change
 * after the build. The same models are checked by the real validator in every test run (handler tests import
 * the data layer unbundled), so in the bundles `jsonschema` resolves to this stand-in. ElectroDB also uses the
 * validator to tell a plain model from an Entity or Service instance (`getInstanceType`): the stand-in keeps
 * that answer — a model is a plain object with `attributes` and `indexes`; an ElectroDB instance carries
 * `_instance`. `infra/test/bundle.test.ts` imports real bundles built with it.
 */
export const MODEL_CHECKS_SOURCE = `const isModel = (value) =>
  value !== null && typeof value === 'object' && !('_instance' in value) &&
  typeof value.attributes === 'object' && value.attributes !== null &&
  typeof value.indexes === 'object' && value.indexes !== null;

export class Validator {
  addSchema() {}
  validate(instance) {
    return { errors: isModel(instance) ? [] : [{ property: 'instance', message: 'is not an ElectroDB model' }] };
  }
}
Validator.prototype.customFormats = {};
export default { Validator };
`;

/** Writes the stand-in under node_modules and returns the file for esbuild's alias. */
export function modelChecksInTests(): string {
  const dir = join(REPO_ROOT, 'node_modules', '.cache', 'cq-model-checks');
  const file = join(dir, 'index.mjs');
  // Rewritten when this source changes, so a cached copy never outlives an edit.
  if (!existsSync(file) || readFileSync(file, 'utf8') !== MODEL_CHECKS_SOURCE) {
    mkdirSync(dir, { recursive: true });
    writeFileSync(file, MODEL_CHECKS_SOURCE);
  }
  return file;
}
