import { request as httpRequest } from 'node:http';
import type { Api } from './api';

/** The answer's bytes as they came (the suite's client reads text). */
export function download(api: Api, path: string): Promise<{ status: number; headers: Record<string, any>; bytes: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: '127.0.0.1', port: api.port, path, headers: { host: api.host, authorization: `Bearer ${api.token}` } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, bytes: Buffer.concat(chunks) }));
      },
    );
    req.on('error', reject);
    req.end();
  });
}
