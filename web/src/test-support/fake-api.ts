import type { ApiClient } from '../api/client';

/**
 * An API client whose POST answers `answer(path)` and records each call; every other method is
 * unused by the uploads tested with it (avatar, object image, import file).
 */
export function fakePostApi(answer: (path: string) => unknown) {
  const calls: { path: string; body: unknown }[] = [];
  const post = async (path: string, body?: unknown) => {
    calls.push({ path, body });
    return answer(path);
  };
  const unused = async () => undefined;
  const api: ApiClient = { request: unused, get: unused, post, put: unused, delete: unused, getResponse: async () => new Response() };
  return { api, calls };
}
