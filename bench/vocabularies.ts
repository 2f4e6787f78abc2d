import { QueryCommand } from '../functions/lib/dynamodb/commands';
import type { LocalStack } from '../infra/local/stack';
import { Api, tenantHost } from '../test/support/api';
import { ms, percentile, table, timed } from './stats';

const VALUES = 2_000;
const CALLS = 100;
const WARMUP = 10;
const LIST = 'locationNames';
/** Every value carries one of these words, so a search for one finds 1 value in 20. */
const WORDS = ['Gallery', 'Vault', 'Atrium', 'Annex', 'Hall', 'Wing', 'Crypt', 'Loft', 'Tower', 'Court', 'Cellar', 'Studio', 'Lobby', 'Foyer', 'Arcade', 'Chapel', 'Depot', 'Garden', 'Terrace', 'Pavilion'];
const SEARCH = 'pavilion';

/**
 * Issue 4's figures: a reference list of 2,000 values loaded through the local gateway (token,
 * permission check, query of the list's partition, sort, JSON) beside the bare DynamoDB query it
 * performs, and the same for a search with a value filter.
 */
export async function benchVocabularies(stack: LocalStack): Promise<string> {
  const { entities } = await import('../functions/lib/entities');
  const { dynamo } = await import('../functions/lib/aws');
  const { newValueRecord } = await import('../functions/catalogue/vocabularies/engine');
  const { referenceVocabulary } = await import('../functions/catalogue/vocabularies/reference-list');
  const { referenceList } = await import('../shared/vocabularies');
  const def = referenceList(LIST);
  if (!def) throw new Error(`no list ${LIST}`);
  const list = referenceVocabulary(def);
  const tenant = 'localhost';

  const records = Array.from({ length: VALUES }, (_, i) =>
    newValueRecord(tenant, list, { value: `${WORDS[i % WORDS.length]} ${String(i).padStart(4, '0')}` }),
  );
  // Bench data goes in by BatchWrite (ElectroDB splits it into 25s); the API's own writes are transactions.
  await entities.vocabularyValue.put(records).go();

  const api = await new Api(stack.port, tenantHost(tenant, stack.port)).login(stack.adminUsername, stack.adminPassword);
  const path = `/api/specifications/${LIST}`;
  const check = await api.get(path);
  if (check.status !== 200 || check.body.length !== VALUES) throw new Error(`the list answered ${check.status} with ${check.body.length} values`);
  const found = await api.get(`${path}?value=${SEARCH}`);
  if (found.body.length !== VALUES / WORDS.length) throw new Error(`the search found ${found.body.length} values`);

  // The exact query the engine runs (partition, consistent read, every page), without the API around it.
  const params = entities.vocabularyValue.query.byList({ tenant, list: LIST }).params<{ ExpressionAttributeValues: Record<string, string> }>();
  const pk = params.ExpressionAttributeValues[':pk'];
  const bareQuery = async (filter?: string) => {
    let ExclusiveStartKey: Record<string, unknown> | undefined;
    let count = 0;
    do {
      const page = await dynamo.send(
        new QueryCommand({
          TableName: stack.env.TABLE_NAME,
          KeyConditionExpression: 'pk = :pk',
          ConsistentRead: true,
          ExclusiveStartKey,
          ...(filter
            ? { FilterExpression: 'contains(#search, :needle)', ExpressionAttributeNames: { '#search': 'search' }, ExpressionAttributeValues: { ':pk': pk, ':needle': filter } }
            : { ExpressionAttributeValues: { ':pk': pk } }),
        }),
      );
      count += page.Items?.length ?? 0;
      ExclusiveStartKey = page.LastEvaluatedKey;
    } while (ExclusiveStartKey);
    return count;
  };
  if ((await bareQuery()) !== VALUES) throw new Error('the bare query does not read the list the API reads');

  for (let i = 0; i < WARMUP; i++) {
    await api.get(path);
    await bareQuery();
  }
  const samples = { load: [] as number[], bare: [] as number[], search: [] as number[], bareSearch: [] as number[] };
  // Interleaved, so all four see the same machine load.
  for (let i = 0; i < CALLS; i++) {
    samples.load.push(await timed(() => api.get(path)));
    samples.bare.push(await timed(() => bareQuery()));
    samples.search.push(await timed(() => api.get(`${path}?value=${SEARCH}`)));
    samples.bareSearch.push(await timed(() => bareQuery(SEARCH)));
  }
  const row = (name: string, s: number[]) => [name, ms(percentile(s, 50)), ms(percentile(s, 95))];
  return [
    `Reference list of ${VALUES} values (${LIST}), ${CALLS} calls each; search matches ${VALUES / WORDS.length} values`,
    table([
      ['path', 'p50', 'p95'],
      row(`gateway GET ${path}`, samples.load),
      row('bare Query of the list partition', samples.bare),
      row(`gateway GET ${path}?value=${SEARCH}`, samples.search),
      row('bare Query with the contains() filter', samples.bareSearch),
    ]),
    `ratio p95 load: ${(percentile(samples.load, 95) / percentile(samples.bare, 95)).toFixed(2)}x; search: ${(percentile(samples.search, 95) / percentile(samples.bareSearch, 95)).toFixed(2)}x`,
  ].join('\n');
}
