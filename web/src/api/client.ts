import { API_PREFIX } from '../../../shared/route-def';
import { ApiError } from './api-error';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type QueryValue = string | number | boolean | undefined | null | readonly (string | number)[];
export type RequestOptions = {
  query?: Record<string, QueryValue>;
  body?: unknown;
  signal?: AbortSignal;
  /** The route starts a job and answers 202 Accepted (its route's `accepted`, a batch edit's steps): 202 is its success, not 200. */
  accepted?: boolean;
};

/**
 * Every call of the console goes through here. Answers are `unknown`: callers parse them with the
 * resource's schema rather than trusting the wire.
 */
export type ApiClient = {
  request(method: HttpMethod, path: string, options?: RequestOptions): Promise<unknown>;
  get(path: string, options?: Omit<RequestOptions, 'body'>): Promise<unknown>;
  post(path: string, body?: unknown, options?: Omit<RequestOptions, 'body'>): Promise<unknown>;
  put(path: string, body?: unknown, options?: Omit<RequestOptions, 'body'>): Promise<unknown>;
  delete(path: string, options?: Omit<RequestOptions, 'body'>): Promise<unknown>;
  /**
   * A GET whose answer is a file or a job (spreadsheet exports): the response itself, for its
   * bytes and headers. 200 and 202 (a job started) pass; any other status throws ApiError.
   */
  getResponse(path: string, options?: Omit<RequestOptions, 'body'>): Promise<Response>;
};

export type TokenSource = () => Promise<string | undefined>;
type Fetch = (input: string, init: RequestInit) => Promise<Response>;

/** The spec shows paths both with and without `/api`; both end up under the prefix once. */
export function apiPath(path: string): string {
  const absolute = path.startsWith('/') ? path : `/${path}`;
  if (absolute === API_PREFIX || absolute.startsWith(`${API_PREFIX}/`) || absolute.startsWith(`${API_PREFIX}?`)) {
    return absolute;
  }
  return `${API_PREFIX}${absolute}`;
}

/** Lists of ids travel comma-joined (`DELETE /users?id=1,2`); empty values are left out. */
export function queryString(query: Record<string, QueryValue> | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    params.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export function createApiClient(apiUrl: string, token: TokenSource, fetchImpl: Fetch = (url, init) => fetch(url, init)): ApiClient {
  const base = apiUrl.replace(/\/+$/, '');

  async function send(method: HttpMethod, path: string, options: RequestOptions, accept: string): Promise<Response> {
    const headers: Record<string, string> = { Accept: accept };
    const bearer = await token();
    if (bearer) headers.Authorization = `Bearer ${bearer}`;
    const hasBody = options.body !== undefined;
    if (hasBody) headers['Content-Type'] = 'application/json';

    return fetchImpl(`${base}${apiPath(path)}${queryString(options.query)}`, {
      method,
      headers,
      body: hasBody ? JSON.stringify(options.body) : undefined,
      signal: options.signal,
    });
  }

  async function request(method: HttpMethod, path: string, options: RequestOptions = {}): Promise<unknown> {
    const response = await send(method, path, options, 'application/json');
    const payload = await readBody(response);
    // Only 200 is success (spec 1 section 7): a 201 or 204 from a proxy is not what the API promises.
    if (response.status !== (options.accepted ? 202 : 200)) throw new ApiError(response.status, payload);
    return payload;
  }

  return {
    request,
    get: (path, options) => request('GET', path, options),
    post: (path, body, options) => request('POST', path, { ...options, body }),
    put: (path, body, options) => request('PUT', path, { ...options, body }),
    delete: (path, options) => request('DELETE', path, options),
    async getResponse(path, options = {}) {
      const response = await send('GET', path, options, '*/*');
      if (response.status !== 200 && response.status !== 202) throw new ApiError(response.status, await readBody(response));
      return response;
    },
  };
}
