import { Agent as HttpAgent, request as httpRequest, type IncomingMessage } from 'node:http';
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
  /** Per attempt; a connection that went stale while the function was frozen is retried. */
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

/** Errors the service asks callers to retry with back-off; 5xx and network failures are retried too. */
const THROTTLING = new Set(['ProvisionedThroughputExceededException', 'ThrottlingException', 'RequestLimitExceeded']);
const BASE_DELAY_MS = 50;
const MAX_DELAY_MS = 2_000;

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
    for (let attempt = 1; ; attempt++) {
      try {
        const output = await this.call(command.operation, body, attempt, sendOptions.abortSignal);
        return { ...(operation.response(output) as Json), $metadata: { httpStatusCode: 200, attempts: attempt } } as Output;
      } catch (error) {
        const retryable = error instanceof DynamoDbError ? error.$retryable : !sendOptions.abortSignal?.aborted;
        if (!retryable || attempt >= this.maxAttempts) throw error;
        // Full jitter: concurrent callers that failed together do not retry together.
        await new Promise((resolve) => setTimeout(resolve, Math.random() * Math.min(MAX_DELAY_MS, BASE_DELAY_MS * 2 ** attempt)));
      }
    }
  }

  private async call(operation: Operation, body: string, attempt: number, signal?: AbortSignal): Promise<Json> {
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
    const response = await this.post(headers, body, signal);
    const text = await readBody(response);
    const status = response.statusCode ?? 0;
    if (status === 200) return JSON.parse(text) as Json;

    let payload: Json = {};
    try {
      payload = JSON.parse(text) as Json;
    } catch {
      // A proxy or load balancer answered with something else than the service's JSON.
    }
    const { __type, message, Message, ...fields } = payload;
    const name = typeof __type === 'string' ? __type.slice(__type.lastIndexOf('#') + 1) : `HTTP${status}`;
    const retryable = status >= 500 || THROTTLING.has(name);
    throw new DynamoDbError(name, String(message ?? Message ?? text ?? `HTTP ${status}`), { httpStatusCode: status, attempts: attempt }, retryable, fields);
  }

  private post(headers: Record<string, string>, body: string, signal?: AbortSignal): Promise<IncomingMessage> {
    const send = this.url.protocol === 'https:' ? httpsRequest : httpRequest;
    return new Promise((resolve, reject) => {
      const req = send(
        {
          protocol: this.url.protocol,
          hostname: this.url.hostname,
          port: this.url.port || undefined,
          path: '/',
          method: 'POST',
          agent: this.agent,
          headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
          timeout: this.timeoutMs,
          signal,
        },
        resolve,
      );
      req.on('timeout', () => req.destroy(new Error(`DynamoDB did not answer within ${this.timeoutMs} ms`)));
      req.on('error', reject);
      req.end(body);
    });
  }
}

function readBody(response: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    response.on('data', (chunk: Buffer) => chunks.push(chunk));
    response.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    response.on('error', reject);
  });
}
