import { createHash, createHmac } from 'node:crypto';

export type Credentials = { accessKeyId: string; secretAccessKey: string; sessionToken?: string };

type SignInput = {
  method: string;
  /** The URI-encoded path, without a query (DynamoDB always posts to `/`). */
  path: string;
  /** Every header to sign, including `host`; names in any case. */
  headers: Record<string, string>;
  body: string;
  region: string;
  service: string;
  credentials: Credentials;
  now?: Date;
};

const sha256Hex = (data: string) => createHash('sha256').update(data, 'utf8').digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data, 'utf8').digest();

/** The day's signing key is the same for every request of that day: derive it once. */
const signingKeys = new Map<string, Buffer>();
function signingKey(secret: string, day: string, region: string, service: string): Buffer {
  const cacheKey = `${secret}\n${day}\n${region}\n${service}`;
  let key = signingKeys.get(cacheKey);
  if (!key) {
    key = hmac(hmac(hmac(hmac(`AWS4${secret}`, day), region), service), 'aws4_request');
    signingKeys.clear(); // one live key at a time: credentials or the day changed
    signingKeys.set(cacheKey, key);
  }
  return key;
}

/**
 * AWS Signature Version 4 for a request with a body, byte for byte as the SDK signer does it
 * (https://docs.aws.amazon.com/IAM/latest/UserGuide/create-signed-request.html): returns the
 * headers to send, the given ones plus `x-amz-date`, the session token and `authorization`.
 */
export function signRequest(input: SignInput): Record<string, string> {
  const { credentials } = input;
  const amzDate = (input.now ?? new Date()).toISOString().replace(/[-:]|\.\d{3}/g, '');
  const day = amzDate.slice(0, 8);
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(input.headers)) headers[name.toLowerCase()] = value;
  headers['x-amz-date'] = amzDate;
  if (credentials.sessionToken) headers['x-amz-security-token'] = credentials.sessionToken;

  const names = Object.keys(headers).sort();
  const canonicalHeaders = names.map((name) => `${name}:${headers[name].trim().replace(/\s+/g, ' ')}\n`).join('');
  const signedHeaders = names.join(';');
  const canonicalRequest = [input.method, input.path, '', canonicalHeaders, signedHeaders, sha256Hex(input.body)].join('\n');
  const scope = `${day}/${input.region}/${input.service}/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256Hex(canonicalRequest)].join('\n');
  const signature = createHmac('sha256', signingKey(credentials.secretAccessKey, day, input.region, input.service))
    .update(stringToSign, 'utf8')
    .digest('hex');
  headers.authorization = `AWS4-HMAC-SHA256 Credential=${credentials.accessKeyId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`;
  return headers;
}

