import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BatchGetItemCommand, BatchWriteItemCommand, DynamoDBClient, TransactWriteItemsCommand, type AttributeValue, type WriteRequest } from '@aws-sdk/client-dynamodb';
import { startDynamoDb } from '../infra/local/dynamodb';
import { freePort, type Managed } from '../infra/local/processes';
import { ensureTable } from '../infra/local/table';
import { counter, item, put } from './dynamodb-writes';
import { cpuMs } from './import-child';
import { table } from './stats';

/**
 * DynamoDB Local under JVM flags, side by side (docs/imports.md#inside-dynamodb-local): one
 * DynamoDB Local per configuration (`BENCH_JVM_CONFIGS`, `name=flags;name=flags`, the first the
 * baseline), each warmed, then the same write and read calls against each in turn, round after
 * round, so the machine's load falls on all alike. Answers each configuration's items a second
 * and CPU an item as ratios to the baseline's in the same round (medians over rounds), and where
 * each process's CPU went by thread.
 */
const ROUNDS = Number(process.env.BENCH_JVM_ROUNDS ?? 4);
const ITEMS = Number(process.env.BENCH_JVM_ITEMS ?? 2_000);
const WARM = Number(process.env.BENCH_JVM_WARM ?? 10_000);
const CONFIGS = (process.env.BENCH_JVM_CONFIGS ?? 'default=;parallel=-XX:+UseParallelGC')
  .split(';')
  .map((c) => {
    const [name, ...flags] = c.split('=');
    return { name, flags: flags.join('=') };
  });
const TABLE = 'jvmbench';
const TENANT = 'jvmbench';

/** A process's CPU by thread, grouped by the thread's name (Jetty's request threads as one). */
function cpuByThread(pid: number): Map<string, number> {
  const out = new Map<string, number>();
  for (const tid of readdirSync(`/proc/${pid}/task`)) {
    const name = readFileSync(`/proc/${pid}/task/${tid}/comm`, 'utf8').trim().replace(/^qtp\d+-\d+$/, 'Jetty request threads (qtp)').replace(/#\d+$/, '#n');
    out.set(name, (out.get(name) ?? 0) + cpuMs(`/proc/${pid}/task/${tid}/stat`));
  }
  return out;
}

type Instance = { name: string; proc: Managed; client: DynamoDBClient; pid: number; written: Record<string, AttributeValue>[]; dir?: string };

// The import's own lanes (its module wants the table's name, which the calls here pass themselves).
process.env.TABLE_NAME ??= TABLE;
const { inLanes: lanesOver } = await import('../functions/catalogue/imports/job-steps');
const inLanes = (count: number, lanes: number, work: () => Promise<unknown>) => lanesOver(Array.from({ length: count }), lanes, work);

/** A transaction of `puts` new items (kept for the reads) and `counters` counter ADDs, in `lanes`. */
function transactions(puts: number, counters: number, lanes: number) {
  return {
    name: `TransactWriteItems, ${puts} puts + ${counters} counters`,
    run: async (i: Instance, n: number) => {
      const calls = Math.ceil(n / (puts + counters));
      await inLanes(calls, lanes, async () => {
        const writes = Array.from({ length: puts }, () => put(TABLE, TENANT));
        i.written.push(...writes.map((w) => w.Put!.Item!));
        await i.client.send(new TransactWriteItemsCommand({ TransactItems: [...writes, ...Array.from({ length: counters }, (_, c) => counter(TABLE, TENANT, `c${c}`))] }));
      });
      return calls * (puts + counters);
    },
  };
}

const cases: { name: string; run: (i: Instance, n: number) => Promise<number> }[] = [
  transactions(84, 12, 2),
  transactions(7, 4, 4),
  {
    name: 'BatchWriteItem, 25 puts',
    run: async (i, n) => {
      const calls = Math.ceil(n / 25);
      await inLanes(calls, 2, async () => {
        let left: WriteRequest[] = Array.from({ length: 25 }, () => ({ PutRequest: { Item: item(TENANT) } }));
        while (left.length) left = (await i.client.send(new BatchWriteItemCommand({ RequestItems: { [TABLE]: left } }))).UnprocessedItems?.[TABLE] ?? [];
      });
      return calls * 25;
    },
  },
  {
    name: 'BatchGetItem, 100 keys',
    run: async (i, n) => {
      const calls = Math.ceil(n / 100);
      await inLanes(calls, 2, async () => {
        const start = Math.floor(Math.random() * Math.max(1, i.written.length - 100));
        let keys = i.written.slice(start, start + 100).map((w) => ({ pk: w.pk, sk: w.sk }));
        while (keys.length) keys = ((await i.client.send(new BatchGetItemCommand({ RequestItems: { [TABLE]: { Keys: keys } } }))).UnprocessedKeys?.[TABLE]?.Keys ?? []) as typeof keys;
      });
      return calls * 100;
    },
  },
];

async function start(name: string, flags: string): Promise<Instance> {
  const port = await freePort();
  // `-dbPath` among the flags: DynamoDB Local on disk, in a directory of its own.
  const onDisk = flags.includes('-dbPath');
  const dir = onDisk ? mkdtempSync(join(tmpdir(), 'ddb-jvm-')) : undefined;
  // `--jdk=/usr/lib/jvm/x` among the flags: that JDK's java rather than the one on PATH.
  const jdk = /--jdk=(\S+)/.exec(flags)?.[1];
  const path = process.env.PATH;
  if (jdk) process.env.PATH = `${jdk}/bin:${path}`;
  process.env.DYNAMODB_LOCAL_JAVA_OPTS = flags.replace('-dbPath', '').replace(/--jdk=\S+/, '');
  const proc = await startDynamoDb(port, dir);
  process.env.PATH = path;
  const client = new DynamoDBClient({ endpoint: `http://127.0.0.1:${port}`, region: 'local', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
  await ensureTable(client, TABLE);
  return { name, proc, client, pid: proc.child.pid!, written: [], dir };
}

async function main() {
  const instances: Instance[] = [];
  for (const c of CONFIGS) instances.push(await start(c.name, c.flags));
  try {
    // Warm each JIT on the same calls before measuring (a fresh DynamoDB Local is about 3x slower).
    for (const i of instances) for (const c of cases) await c.run(i, WARM / cases.length);
    const ratios = new Map<string, { rate: number[]; cpu: number[] }>();
    const absolute = new Map<string, { rate: number[]; cpu: number[] }>();
    const cpuWarm = new Map(instances.map((i) => [i.name, cpuByThread(i.pid)]));
    for (let round = 0; round < ROUNDS; round++) {
      // Alternate the order each round, so neither configuration always runs first.
      const order = round % 2 ? [...instances].reverse() : instances;
      const measured = new Map<string, { rate: number; cpu: number }>();
      for (const c of cases) {
        for (const i of order) {
          const cpuBefore = cpuMs(`/proc/${i.pid}/stat`);
          const started = performance.now();
          const n = await c.run(i, ITEMS);
          const seconds = (performance.now() - started) / 1000;
          measured.set(`${i.name}|${c.name}`, { rate: n / seconds, cpu: (cpuMs(`/proc/${i.pid}/stat`) - cpuBefore) / n });
        }
      }
      for (const c of cases) {
        const base = measured.get(`${instances[0].name}|${c.name}`)!;
        for (const i of instances) {
          const m = measured.get(`${i.name}|${c.name}`)!;
          const key = `${i.name}|${c.name}`;
          if (!ratios.has(key)) ratios.set(key, { rate: [], cpu: [] });
          if (!absolute.has(key)) absolute.set(key, { rate: [], cpu: [] });
          ratios.get(key)!.rate.push(m.rate / base.rate);
          ratios.get(key)!.cpu.push(base.cpu / m.cpu);
          absolute.get(key)!.rate.push(m.rate);
          absolute.get(key)!.cpu.push(m.cpu);
        }
      }
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
    const rows = [...ratios.entries()].map(([key, r]) => {
      const [name, c] = key.split('|');
      const a = absolute.get(key)!;
      return [name, c, median(a.rate).toFixed(0), median(a.cpu).toFixed(3), `${median(r.rate).toFixed(2)}x (${Math.min(...r.rate).toFixed(2)}-${Math.max(...r.rate).toFixed(2)})`, `${median(r.cpu).toFixed(2)}x (${Math.min(...r.cpu).toFixed(2)}-${Math.max(...r.cpu).toFixed(2)})`];
    });
    const out = [
      `## DynamoDB Local under JVM flags (${ROUNDS} rounds of ${ITEMS.toLocaleString('en')} items a case, after ${WARM.toLocaleString('en')} to warm; load average ${readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')})`,
      CONFIGS.map((c) => `- ${c.name}: \`${c.flags || '(none)'}\``).join('\n'),
      table([['config', 'call', 'items/s (median)', 'CPU ms an item (median)', 'items/s vs first (median, range)', 'CPU an item, first / this'], ...rows]),
    ];
    for (const i of instances) {
      const after = cpuByThread(i.pid);
      const warm = cpuWarm.get(i.name)!;
      const spent = [...after.entries()].map(([t, ms]) => [t, ms - (warm.get(t) ?? 0)] as const).filter(([, ms]) => ms > 0).sort((a, b) => b[1] - a[1]);
      const total = spent.reduce((sum, [, ms]) => sum + ms, 0);
      out.push(`${i.name}, CPU by thread over the measured rounds (${(total / 1000).toFixed(1)} s): ${spent.slice(0, 8).map(([t, ms]) => `${t} ${((100 * ms) / total).toFixed(0)}%`).join(', ')}`);
    }
    process.stdout.write(`${out.join('\n\n')}\n`);
  } finally {
    for (const i of instances) {
      await i.proc.stop();
      if (i.dir) rmSync(i.dir, { recursive: true, force: true });
    }
  }
}

await main();
