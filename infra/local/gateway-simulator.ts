import { Agent, request } from 'node:http';
import { INGEST_MAX_SCANS } from '../../shared/visitor-app/constants';

/**
 * A beacon gateway posting realistic batches to `POST /ingest/scans` (`npm run gateway`, and the
 * ingest bench): `beacons` beacons each advertising in turn, heard at a varying RSSI, their
 * batteries slowly draining, at `rate` scans a second in batches of up to 500, several batches in
 * flight at once. As real gateways do, it now and then posts a batch again (a retry after a lost
 * answer) and holds one back to send it late, out of order.
 */
export type SimulatorOptions = {
  /** The local gateway's port and the museum's host (`demo.localhost:3000`): Node cannot resolve `*.localhost`, so requests go to 127.0.0.1 with that Host. */
  port: number;
  host: string;
  key: string;
  beacons: number;
  /** Scans per second. */
  rate: number;
  seconds: number;
  batchSize?: number;
  /** Batches in flight at once. */
  concurrency?: number;
  /** Share of batches posted twice, and of batches sent late. */
  replayShare?: number;
  lateShare?: number;
  onBatch?: (result: BatchResult) => void;
};

export type BatchResult = { ms: number; status: number; accepted: number; days: number; writes: number; duplicate: boolean };

export type SimulationSummary = {
  batches: number;
  scansSent: number;
  accepted: number;
  seconds: number;
  scansPerSecond: number;
  latencies: number[];
  writes: number[];
  days: number[];
  failures: number;
  replays: number;
};

const GATEWAY_LOCATION = { latitude: 35.8989, longitude: 14.5146 };

export async function simulateGateway(opts: SimulatorOptions): Promise<SimulationSummary> {
  const batchSize = Math.min(opts.batchSize ?? INGEST_MAX_SCANS, INGEST_MAX_SCANS);
  const concurrency = opts.concurrency ?? 8;
  const total = Math.round(opts.rate * opts.seconds);
  const batchCount = Math.ceil(total / batchSize);
  const intervalMs = (batchSize / opts.rate) * 1000;
  const runId = Date.now().toString(36);
  const battery = Array.from({ length: opts.beacons }, (_, b) => 100 - (b % 30));
  let next = 0;
  let scanNo = 0;

  const makeBatch = (n: number) => {
    const size = Math.min(batchSize, total - n * batchSize);
    const endSeconds = Math.floor(Date.now() / 1000);
    const scans = Array.from({ length: size }, (_, i) => {
      const b = scanNo++ % opts.beacons;
      if (scanNo % 1000 === 0) battery[b] = Math.max(0, battery[b] - 1);
      return {
        uniqueId: `sim-beacon-${String(b + 1).padStart(3, '0')}`,
        mac: `AA:BB:CC:00:${String(Math.floor(b / 256)).padStart(2, '0')}:${(b % 256).toString(16).padStart(2, '0').toUpperCase()}`,
        time: endSeconds - Math.floor(((size - i) / size) * (intervalMs / 1000)),
        rssi: -45 - Math.floor(Math.random() * 50),
        battery: battery[b],
        txPower: -59,
        location: GATEWAY_LOCATION,
      };
    });
    return { batchId: `sim-${runId}-${n}`, scans };
  };

  const agent = new Agent({ keepAlive: true, maxSockets: concurrency * 2 });
  const post = (body: unknown): Promise<BatchResult> =>
    new Promise((resolve, reject) => {
      const started = performance.now();
      const payload = JSON.stringify(body);
      const req = request(
        {
          host: '127.0.0.1',
          port: opts.port,
          method: 'POST',
          path: '/ingest/scans',
          agent,
          headers: { host: opts.host, authorization: `Bearer ${opts.key}`, 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => {
            let reply: Partial<BatchResult> = {};
            try {
              reply = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Partial<BatchResult>;
            } catch {
              // Not JSON: counted as a failure by its status.
            }
            resolve({ ms: performance.now() - started, status: res.statusCode ?? 0, accepted: reply.accepted ?? 0, days: reply.days ?? 0, writes: reply.writes ?? 0, duplicate: Boolean(reply.duplicate) });
          });
        },
      );
      req.on('error', reject);
      req.end(payload);
    });

  const summary: SimulationSummary = { batches: 0, scansSent: 0, accepted: 0, seconds: 0, scansPerSecond: 0, latencies: [], writes: [], days: [], failures: 0, replays: 0 };
  const held: unknown[] = [];
  const started = performance.now();
  const worker = async () => {
    while (next < batchCount) {
      const n = next++;
      // Paced: batch n is due n intervals after the start.
      const wait = started + n * intervalMs - performance.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      const batch = makeBatch(n);
      // One held back to go after a later one (out of order).
      if (Math.random() < (opts.lateShare ?? 0.01)) {
        held.push(batch);
        continue;
      }
      await send(batch);
      if (held.length && Math.random() < 0.5) await send(held.shift()!);
      if (Math.random() < (opts.replayShare ?? 0.01)) {
        summary.replays++;
        const again = await post(batch);
        if (!again.duplicate) summary.failures++;
      }
    }
  };
  const send = async (batch: unknown) => {
    const result = await post(batch);
    summary.batches++;
    summary.scansSent += (batch as { scans: unknown[] }).scans.length;
    if (result.status !== 200) summary.failures++;
    else {
      summary.accepted += result.accepted;
      summary.latencies.push(result.ms);
      summary.writes.push(result.writes);
      summary.days.push(result.days);
    }
    opts.onBatch?.(result);
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  for (const batch of held) await send(batch);
  agent.destroy();
  summary.seconds = (performance.now() - started) / 1000;
  summary.scansPerSecond = summary.accepted / summary.seconds;
  return summary;
}
