import { cachedModule } from './cached-module';

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

/** The module's file, for esbuild's alias. */
export const modelChecksInTests = (): string => cachedModule('cq-model-checks', MODEL_CHECKS_SOURCE);
