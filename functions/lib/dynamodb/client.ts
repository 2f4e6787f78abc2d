import { AsyncLocalStorage } from 'node:async_hooks';
import { Agent as HttpAgent, request as httpRequest } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import type { CredentialSource } from './credentials';
import { OPERATIONS, type Operation } from './marshalling';
import { signRequest } from './sigv4';

/**
 * A small DynamoDB client speaking the service's JSON protocol with Signature V4, in place of the
 * SDK's: the SDK client alone takes about 75 ms to load (`npm run bench`), more than a function's
 * whole cold-start budget. It keeps the SDK document client's interface
 * (`send(new GetCommand(...))`, plain values in and out, errors named as the service names them,
 * `$metadata`), so ElectroDB and our code use it as they would the SDK's, against AWS and
 * DynamoDB Local alike.
 */
export type DynamoDbClientOptions = {
  region: string;
  /** Only for emulators (DynamoDB Local); AWS is reached at its regional endpoint. */
  endpoint?: string;
  credentials: CredentialSource;
  /** Attempts per request, as the SDK's standard retry mode (3). */
  maxAttempts?: number;
  /**
   * Per attempt, from sending to the last byte of the answer (never beyond the invocation's
   * deadline, see `withDeadline`); a connection that went stale while the function was frozen is
   * retried.
   */
  timeoutMs?: number;
};

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** A request, shaped as the SDK document client's commands (`input`), naming its operation. */
export type DynamoDbCommand<Input = Json> = { readonly operation: Operation; readonly input: Input };

/** A failed call, with the service's error name (`ConditionalCheckFailedException`, ...) and its extra fields. */
export class DynamoDbError extends Error {
  readonly $metadata: { httpStatusCode?: number; attempts: number };
  readonly $retryable: boolean;
  [field: string]: unknown;

  constructor(name: string, message: string, metadata: { httpStatusCode?: number; attempts: number }, retryable: boolean, fields: Json = {}) {
    super(message);
    Object.assign(this, fields);
    this.name = name;
    this.$metadata = metadata;
    this.$retryable = retryable;
  }
}

/** DynamoDB's public endpoint in a region (China's regions have their own domain). */
export function regionalEndpoint(region: string): string {
  return `https://dynamodb.${region}.${region.startsWith('cn-') ? 'amazonaws.com.cn' : 'amazonaws.com'}`;
}

/**
 * Errors the service asks callers to retry with back-off; 5xx and network failures are retried too.
 * TransactionInProgressException: a retried transaction (same ClientRequestToken) reached DynamoDB
 * while its first attempt was still running; the SDK retries it, and so do we, until the first
 * one has finished and the token answers with its outcome.
 */
const RETRYABLE = new Set(['ProvisionedThroughputExceededException', 'ThrottlingException', 'RequestLimitExceeded', 'TransactionInProgressException']);
const BASE_DELAY_MS = 50;
const MAX_DELAY_MS = 2_000;

/** When this invocation's DynamoDB calls must have ended (epoch ms); unset outside an invocation. */
const deadlines = new AsyncLocalStorage<number>();

/**
 * Runs `fn` with every DynamoDB call made inside it (however deep, across awaits) bounded to end
 * within `ms` from now. Without it a slow or throttled table makes the client wait and back off
 * past the Lambda's own timeout, which kills the invocation: the caller then gets API Gateway's
 * bare 503 instead of our error body, and nothing is logged. The kit calls it per invocation with
 * the context's `getRemainingTimeInMillis()` less the time it needs to answer. A nested call can
 * only shorten the deadline.
 */
export function withDeadline<T>(ms: number, fn: () => T): T {
  const outer = deadlines.getStore();
  const deadline = Date.now() + ms;
  return deadlines.run(outer === undefined ? deadline : Math.min(outer, deadline), fn);
}

/** What is left of the invocation's deadline (ms; Infinity outside one), for work that must stop in time to answer. */
export function timeLeftMs(): number {
  const deadline = deadlines.getStore();
  return deadline === undefined ? Infinity : deadline - Date.now();
}

/** Runs `fn` free of the caller's deadline: a job started from a request is its own invocation. */
export function withoutDeadline<T>(fn: () => T): T {
  return deadlines.exit(fn);
}

export class DynamoDbClient {
  private readonly url: URL;
  private readonly agent: HttpAgent;
  private readonly maxAttempts: number;
  private readonly timeoutMs: number;

  constructor(private readonly options: DynamoDbClientOptions) {
    this.url = new URL(options.endpoint ?? regionalEndpoint(options.region));
    // Keep-alive: warm invocations reuse the TLS connection instead of a new handshake each call.
    this.agent = this.url.protocol === 'https:' ? new HttpsAgent({ keepAlive: true, maxSockets: 50 }) : new HttpAgent({ keepAlive: true, maxSockets: 50 });
    this.maxAttempts = options.maxAttempts ?? 3;
    this.timeoutMs = options.timeoutMs ?? 10_000;
  }

  async send<Output = Json>(command: DynamoDbCommand, sendOptions: { abortSignal?: AbortSignal } = {}): Promise<Output> {
    const operation = OPERATIONS[command.operation];
    const body = JSON.stringify(operation.request(command.input));
    const deadline = deadlines.getStore();
    for (let attempt = 1; ; attempt++) {
      const timeoutMs = Math.min(this.timeoutMs, deadline === undefined ? Infinity : deadline - Date.now());
      if (timeoutMs <= 0) throw new DynamoDbError('TimeoutError', 'No time was left in this invocation to call DynamoDB.', { attempts: attempt - 1 }, false);
      try {
        const output = await this.call(command.operation, body, attempt, timeoutMs, sendOptions.abortSignal);
        return { ...(operation.response(output) as Json), $metadata: { httpStatusCode: 200, attempts: attempt } } as Output;
      } catch (error) {
        const retryable = error instanceof DynamoDbError ? error.$retryable : !sendOptions.abortSignal?.aborted;
        if (!retryable || attempt >= this.maxAttempts) throw error;
        // Full jitter: concurrent callers that failed together do not retry together.
        const delay = Math.random() * Math.min(MAX_DELAY_MS, BASE_DELAY_MS * 2 ** attempt);
        // No time left to wait and try again: the last failure is the answer, given while the
        // invocation can still report it.
        if (deadline !== undefined && Date.now() + delay >= deadline) throw error;
        await new Promise((resolve) => setTimeout(resolve, delay));
      }
    }
  }

  private async call(operation: Operation, body: string, attempt: number, timeoutMs: number, signal?: AbortSignal): Promise<Json> {
    const headers = signRequest({
      method: 'POST',
      path: '/',
      headers: {
        host: this.url.host,
        'content-type': 'application/x-amz-json-1.0',
        'x-amz-target': `DynamoDB_20120810.${operation}`,
      },
      body,
      region: this.options.region,
      service: 'dynamodb',
      credentials: await this.options.credentials(),
    });
    const { status, text } = await this.exchange(headers, body, attempt, timeoutMs, signal);
    if (status === 200) return JSON.parse(text) as Json;

    let payload: Json = {};
    try {
      payload = JSON.parse(text) as Json;
    } catch {
      // A proxy or load balancer answered with something else than the service's JSON.
    }
    const { __type, message, Message, ...fields } = payload;
    const name = typeof __type === 'string' ? __type.slice(__type.lastIndexOf('#') + 1) : `HTTP${status}`;
    const retryable = status >= 500 || RETRYABLE.has(name);
    throw new DynamoDbError(name, String(message ?? Message ?? text ?? `HTTP ${status}`), { httpStatusCode: status, attempts: attempt }, retryable, fields);
  }

  /**
   * One request and its whole answer, bounded by a single timer: a socket timeout alone would
   * not end an answer that trickles in, and a caller's abort ends it at once.
   */
  private exchange(headers: Record<string, string>, body: string, attempt: number, timeoutMs: number, signal?: AbortSignal): Promise<{ status: number; text: string }> {
    const send = this.url.protocol === 'https:' ? httpsRequest : httpRequest;
    return new Promise((resolve, reject) => {
      let settled = false;
      const settle = (outcome: { error: unknown } | { status: number; text: string }) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        signal?.removeEventListener('abort', onAbort);
        if ('error' in outcome) {
          req.destroy();
          reject(outcome.error);
        } else resolve(outcome);
      };
      const onAbort = () => settle({ error: signal?.reason ?? new Error('The DynamoDB call was aborted') });
      const timer = setTimeout(
        () => settle({ error: new DynamoDbError('TimeoutError', `DynamoDB did not answer within ${Math.round(timeoutMs)} ms`, { attempts: attempt }, true) }),
        timeoutMs,
      );
      const req = send(
        {
          protocol: this.url.protocol,
          hostname: this.url.hostname,
          port: this.url.port || undefined,
          path: '/',
          method: 'POST',
          agent: this.agent,
          headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => settle({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
          response.on('error', (error) => settle({ error }));
        },
      );
      req.on('error', (error) => settle({ error }));
      if (signal?.aborted) return onAbort();
      signal?.addEventListener('abort', onAbort, { once: true });
      req.end(body);
    });
  }
}
