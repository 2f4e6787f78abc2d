// Bundles only (aliased for `jsonschema` in infra/bundling.ts). ElectroDB runs jsonschema over
// each entity model when it is built, to check it and to tell a v1 model (`model`, `attributes`,
// `indexes`) from a beta one (`service`, `entity`) or from an Entity instance. The models are
// static and every test builds them with the real jsonschema; a deployed function only needs
// that distinction, which the schemas' top-level `required` rules make. This keeps 28 KB out of
// every Lambda. An Entity that this check mis-sorted would fail at load, which the infra tests
// and `npm run bench` both do for every bundle.
class Validator {
  addSchema() {}

  validate(instance, schema) {
    const errors = [];
    if (!instance || typeof instance !== 'object') {
      errors.push({ property: 'instance', message: 'is not an object' });
      return { errors };
    }
    const required = new Set(Array.isArray(schema.required) ? schema.required : []);
    for (const [name, rule] of Object.entries(schema.properties || {})) {
      if (rule && rule.required === true) required.add(name);
    }
    for (const name of required) {
      if (instance[name] === undefined) errors.push({ property: `instance.${name}`, message: 'is required' });
    }
    return { errors };
  }
}
Validator.prototype.customFormats = {};
module.exports = { Validator };
