import type { AdminCallName, Page } from '@site/contract';
import type { DataProvider, Identifier, RaRecord } from 'react-admin';
import { ApiCallError, type ApiClient } from '../api/client';
import { refusedSave, toHttpError } from './httpError';
import { RESOURCE_CALLS, type ResourceCalls } from './resourceCalls';

/** The most rows one list call may return (api-contract.md: 1 ≤ limit ≤ 100). */
export const MAX_LIMIT = 100;

function callsOf(resource: string): ResourceCalls {
  const calls = (RESOURCE_CALLS as Record<string, ResourceCalls>)[resource];
  if (!calls) throw new Error(`未知的资源：${resource}`);
  return calls;
}

function required(call: AdminCallName | undefined, resource: string, what: string): AdminCallName {
  if (!call) throw new Error(`资源 ${resource} 不支持${what}`);
  return call;
}

/** react-admin's `q` (the search box) is the contract's `keyword`; empty filters are left out. */
function filterBody(filter: Record<string, unknown> = {}): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(filter)) {
    if (value === '' || value === undefined || value === null) continue;
    body[key === 'q' ? 'keyword' : key] = value;
  }
  return body;
}

/** Route parameters arrive as strings ("/adm/news/12"); the contract's ids are integers. */
const toId = (id: Identifier): number => Number(id);

/** Only what the form changed: the contract updates partially, and read-only fields must not be sent. */
function changedFields(data: Record<string, unknown>, previous: Record<string, unknown> = {}) {
  const changed: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(data)) {
    if (JSON.stringify(value) !== JSON.stringify(previous[key])) changed[key] = value;
  }
  return changed;
}

/**
 * react-admin's DataProvider over the `{code,msg,data}` POST contract (docs/decisions: why not
 * ra-data-simple-rest). One table (resourceCalls.ts) names the calls of every resource.
 */
export function createDataProvider(api: ApiClient): DataProvider {
  async function call<T>(name: AdminCallName, body: object): Promise<T> {
    try {
      return await api.call<T>(name, body);
    } catch (error) {
      throw toHttpError(error);
    }
  }

  function list<T extends RaRecord>(resource: string, body: object): Promise<Page<T>> {
    return call<Page<T>>(callsOf(resource).list, body);
  }

  async function byIds<T extends RaRecord>(resource: string, ids: Identifier[]): Promise<T[]> {
    if (ids.length === 0) return [];
    const page = await list<T>(resource, { ids: ids.map(toId), page: 1, limit: Math.min(ids.length, MAX_LIMIT) });
    return page.list;
  }

  async function save<T extends RaRecord>(resource: string, body: object): Promise<T> {
    return call<T>(required(callsOf(resource).save, resource, '保存'), body);
  }

  async function update<T extends RaRecord>(
    resource: string,
    id: Identifier,
    data: Record<string, unknown>,
    previous?: Record<string, unknown>,
  ): Promise<T> {
    const changes = changedFields(data, previous);
    const statusCall = callsOf(resource).status;
    const keys = Object.keys(changes);
    // A status-only change goes through `change_<x>_status` where the resource has one (inline switches).
    if (statusCall && keys.length === 1 && keys[0] === 'status') {
      return call<T>(statusCall, { id: toId(id), status: changes.status });
    }
    // The version the form was based on (or, to overwrite after a conflict, the newer one it was refused for): the
    // server refuses the save (409) if someone saved meanwhile.
    const basedOn = typeof data.version === 'number' ? data.version : previous?.version;
    const version = typeof basedOn === 'number' ? { version: basedOn } : {};
    return save<T>(resource, { ...changes, ...version, id: toId(id) });
  }

  async function remove(resource: string, body: { id: number } | { ids: number[] }) {
    return call<{ deleted: number }>(required(callsOf(resource).del, resource, '删除'), body);
  }

  return {
    async getList(resource, params) {
      const { page, perPage } = params.pagination ?? { page: 1, perPage: 10 };
      const by = callsOf(resource).fixedOrder ? undefined : params.sort;
      const sort = by?.field ? { sort: by.field, order: by.order.toLowerCase() } : {};
      const result = await list(resource, { page, limit: perPage, ...sort, ...filterBody(params.filter) });
      return { data: result.list as never[], total: result.total };
    },

    async getOne(resource, params) {
      const [record] = await byIds(resource, [params.id]);
      if (!record) throw toHttpError(new ApiCallError(404, '记录不存在或已被删除'));
      return { data: record as never };
    },

    async getMany(resource, params) {
      return { data: (await byIds(resource, params.ids)) as never[] };
    },

    async getManyReference(resource, params) {
      const { page, perPage } = params.pagination;
      const result = await list(resource, {
        page,
        limit: perPage,
        sort: params.sort.field,
        order: params.sort.order.toLowerCase(),
        ...filterBody(params.filter),
        [params.target]: params.id,
      });
      return { data: result.list as never[], total: result.total };
    },

    async create(resource, params) {
      const saved = await save(resource, params.data).catch((error: unknown) => Promise.reject(refusedSave(error)));
      return { data: saved as never };
    },

    async update(resource, params) {
      // After a version conflict the merged form is sent as its changes from the version saved meanwhile (`basis`,
      // ConflictResolution), not from the one the form was opened on: a field kept at its old value is sent too.
      const basis = (params.meta as { basis?: Record<string, unknown> } | undefined)?.basis ?? params.previousData;
      const saved = await update(resource, params.id, params.data, basis).catch((error: unknown) =>
        Promise.reject(refusedSave(error)),
      );
      return { data: saved as never };
    },

    async updateMany(resource, params) {
      await Promise.all(params.ids.map((id) => update(resource, id, params.data)));
      return { data: params.ids };
    },

    async delete(resource, params) {
      await remove(resource, { id: toId(params.id) });
      return { data: (params.previousData ?? { id: params.id }) as never };
    },

    async deleteMany(resource, params) {
      await remove(resource, { ids: params.ids.map(toId) });
      return { data: params.ids };
    },
  };
}
