// Bundles only (aliased for `@aws-sdk/lib-dynamodb` in infra/bundling.ts). ElectroDB requires the
// SDK's document client when it loads, to wrap SDK clients it is given. Ours is given already
// wrapped, with our own commands (functions/lib/dynamodb/electro-client.ts), so nothing here is
// ever called; loading the real package would pull in the whole SDK DynamoDB client (45-80 ms of
// every cold start). A use would fail loudly rather than quietly.
module.exports = new Proxy(
  {},
  {
    get(_target, name) {
      if (typeof name !== 'string' || name === '__esModule') return undefined;
      throw new Error(`@aws-sdk/lib-dynamodb.${name} is left out of Lambda bundles; build clients with functions/lib/dynamodb`);
    },
  },
);
