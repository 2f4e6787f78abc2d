import { request as httpRequest, Agent } from 'node:http';

/**
 * A caller of the local gateway. Node's fetch drops the Host header, and Node cannot resolve
 * `demo.localhost`, so requests go to 127.0.0.1 with the tenant's Host header, as a browser's would.
 */
export type Response = { status: number; headers: Record<string, string | string[] | undefined>; body: any };

const agent = new Agent({ keepAlive: true, maxSockets: 16 });

export function tenantHost(tenant: string, port: number): string {
  return tenant === 'localhost' ? `localhost:${port}` : `${tenant}.localhost:${port}`;
}

export class Api {
  constructor(
    readonly port: number,
    readonly host: string,
    readonly token?: string,
  ) {}

  as(token: string | undefined): Api {
    return new Api(this.port, this.host, token);
  }

  on(host: string): Api {
    return new Api(this.port, host, this.token);
  }

  call(method: string, path: string, body?: unknown, opts: { raw?: string; headers?: Record<string, string> } = {}): Promise<Response> {
    const payload = opts.raw ?? (body === undefined ? undefined : JSON.stringify(body));
    return new Promise((resolve, reject) => {
      const req = httpRequest(
        {
          host: '127.0.0.1',
          port: this.port,
          method,
          path,
          agent,
          headers: {
            host: this.host,
            ...(payload !== undefined ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
            ...(this.token ? { authorization: `Bearer ${this.token}` } : {}),
            ...opts.headers,
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8');
            let parsed: unknown = text;
            try {
              parsed = text ? JSON.parse(text) : undefined;
            } catch {
              // Not JSON: the caller sees the text.
            }
            resolve({ status: res.statusCode ?? 0, headers: res.headers, body: parsed });
          });
        },
      );
      req.on('error', reject);
      if (payload !== undefined) req.write(payload);
      req.end();
    });
  }

  get = (path: string) => this.call('GET', path);
  post = (path: string, body?: unknown) => this.call('POST', path, body);
  put = (path: string, body?: unknown) => this.call('PUT', path, body);
  delete = (path: string) => this.call('DELETE', path);

  /** Signs in through POST /api/login and returns a client carrying the token. */
  async login(username: string, password: string): Promise<Api> {
    const res = await this.post('/api/login', { username, password });
    if (res.status !== 200) throw new Error(`login ${username} on ${this.host} failed: ${res.status} ${JSON.stringify(res.body)}`);
    return this.as(String(res.headers.authorization));
  }
}

/** The spec's error body (spec 1 section 8). */
export function expectErrorBody(body: unknown, status: number) {
  const b = body as Record<string, unknown>;
  const ok =
    typeof b === 'object' &&
    b !== null &&
    typeof b.message === 'string' &&
    typeof b.debugMessage === 'string' &&
    b.status === status &&
    typeof b.timestamp === 'string' &&
    typeof b.logIdentifier === 'string' &&
    !JSON.stringify(b).includes('    at ');
  if (!ok) throw new Error(`expected an error body with status ${status}, got ${JSON.stringify(body)}`);
}
