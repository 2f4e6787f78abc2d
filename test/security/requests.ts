import type { ServedRoute } from '../../shared/routes';
import type { Api, Response } from '../support/api';

/** A request of one route, before it is put on a served path. */
export type RouteCall = {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
  raw?: string;
  /** The credential the route takes instead of a user's token: a beacon gateway's key. */
  token?: string;
};

/** The concrete path of a served route: its `{params}` filled in (encoded) and its query appended. */
export function pathOf(route: Pick<ServedRoute, 'servedPath'>, call: RouteCall): string {
  const path = route.servedPath.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = call.params?.[name];
    if (value === undefined) throw new Error(`${route.servedPath}: the fixture gives no ${name}`);
    return encodeURIComponent(value);
  });
  const query = new URLSearchParams(call.query ?? {}).toString();
  return query ? `${path}?${query}` : path;
}

/** Requests made per category, printed by each file when it ends. */
export class Tally {
  private readonly counts = new Map<string, number>();
  constructor(readonly suite: string) {}

  add(category: string, n = 1) {
    this.counts.set(category, (this.counts.get(category) ?? 0) + n);
  }

  /** Sends a route's request with `api` and counts it under `category`. */
  send(category: string, api: Api, route: Pick<ServedRoute, 'method' | 'servedPath'>, call: RouteCall): Promise<Response> {
    this.add(category);
    const body = call.body === undefined && route.method !== 'GET' && route.method !== 'DELETE' ? {} : call.body;
    const sender = call.token ? api.as(call.token) : api;
    return sender.call(route.method, pathOf(route, call), route.method === 'GET' ? undefined : body, call.raw === undefined ? {} : { raw: call.raw });
  }

  print() {
    const lines = [...this.counts].map(([k, v]) => `  ${k}: ${v}`);
    console.log(`[security] ${this.suite}\n${lines.join('\n')}`);
  }
}

export const is2xx = (status: number) => status >= 200 && status < 300;
export const is4xx = (status: number) => status >= 400 && status < 500;
