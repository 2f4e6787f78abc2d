import { unique } from '../integration/context';
import type { Museum } from './actors';
import { newObject, type Fixture } from './fixtures';

/**
 * Fixtures of the sets of objects (issue 29). The sets are shared, so every caller with item rights
 * of the museum may reach them; a private set of another user is tested in test/integration/object-sets.test.ts.
 */
type Row = Record<string, any>;

async function ok(res: Promise<{ status: number; body: any }>, what: string): Promise<any> {
  const r = await res;
  if (r.status !== 200) throw new Error(`fixture: ${what} answered ${r.status} ${JSON.stringify(r.body)}`);
  return r.body;
}

/** A shared set holding one object of the museum. */
async function newSet(m: Museum): Promise<{ set: Row; object: Row }> {
  const set = await ok(m.admin.api.post('/api/object-sets', { name: unique('Target set '), private: false }), 'create set');
  const object = await newObject(m);
  const { set: filled } = await ok(m.admin.api.post(`/api/object-sets/${set.id}/objects`, { ids: [object.id] }), 'add to set');
  return { set: filled, object };
}

/** The set as its GET shows it, and its objects: a change of either is a change. */
const readSet = (m: Museum, id: string) => async () => {
  const [set, objects] = await Promise.all([m.admin.api.get(`/api/object-sets/${id}`), m.admin.api.get(`/api/objects?setId=${id}`)]);
  return { set: { status: set.status, body: set.body }, objects: objects.status === 200 ? (objects.body as Row).content.map((o: Row) => o.id) : objects.status };
};

const setCall = (what: (made: { set: Row; object: Row }) => Record<string, unknown>) => async ({ museum }: { museum: Museum }) => {
  const made = await newSet(museum);
  return { read: readSet(museum, made.set.id), ...what(made) };
};

export const OBJECT_SET_FIXTURES: Record<string, Fixture> = {
  'GET /object-sets': setCall(() => ({})),
  'POST /object-sets': async () => ({ body: { name: unique('Made set '), private: false } }),
  'GET /object-sets/{id}': setCall(({ set }) => ({ params: { id: set.id } })),
  'PUT /object-sets/{id}': async ({ museum }) => {
    const { set } = await newSet(museum);
    return {
      params: { id: set.id },
      body: { name: `${set.name} (edited)`, private: false, version: set.version },
      // The set as its GET answers it: read-modify-write sends it back.
      read: async () => {
        const res = await museum.admin.api.get(`/api/object-sets/${set.id}`);
        return { status: res.status, body: res.body };
      },
      edit: (s: Row) => ({ ...s, name: `${s.name} (edited)` }),
    };
  },
  'DELETE /object-sets/{id}': setCall(({ set }) => ({ params: { id: set.id } })),
  'POST /object-sets/{id}/objects': async ({ museum }) => {
    const made = await newSet(museum);
    const other = await newObject(museum);
    return { read: readSet(museum, made.set.id), params: { id: made.set.id }, body: { ids: [other.id] } };
  },
  'DELETE /object-sets/{id}/objects': setCall(({ set, object }) => ({ params: { id: set.id }, query: { idList: object.id } })),
};
