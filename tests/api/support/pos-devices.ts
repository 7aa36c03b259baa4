// The point-of-sale device calls an operator and a till make (docs/api.md "Point-of-sale ingest"):
// adding a device, issuing and revoking its key, reading its row, and a till's batch under its key.
import type { Envelope } from '../../../engine/protocol/envelope';
import type { IssuedKey } from '../../../server/sales/device-key-plugin';
import type { ApiHarness } from './api-harness';
import type { DemoTenants } from './tenants';

/** What POST /pos/orders, /pos/clock-events and /pos/feedback answer. */
export interface IngestAnswer {
  accepted: { orderId?: string; eventId?: string; feedbackId?: string; outcome: string }[];
  rejected: { index: number; errors: { field: string; msg: string; msgEn: string }[] }[];
}

/** The device calls an operator and a point of sale make, on one harness. */
export function deviceCalls(api: ApiHarness) {
  return {
    create: async (username: string, shopId: number, name: string) => {
      const answer = await api.callAs<{ id: number }>(username, 'POST', '/pos/device', { name, shopId });
      expect(answer.status).toBe(0);
      return answer.data.id;
    },
    issue: (username: string, id: number) =>
      api.callAs<IssuedKey>(username, 'PUT', '/pos/device/key', { id }),
    revoke: (username: string, id: number) => api.callAs(username, 'PUT', '/pos/device/key/revoke', { id }),
    read: async (id: number) =>
      (await api.callAs<Record<string, unknown>[]>('hk.owner', 'PUT', '/pos/device', { id })).data[0],
    /** A POS's call, with its key when it has one. */
    send: async (path: string, body: object, key?: string): Promise<Envelope<IngestAnswer>> =>
      (
        await api.call<IngestAnswer>({
          method: 'POST',
          url: `/pro-api/pos/${path}`,
          headers: { 'accept-language': 'en', ...(key ? { authorization: `Bearer ${key}` } : {}) },
          payload: body,
        })
      ).body,
  };
}

/** A till's answer as a loyalty test reads it. */
export interface TillAnswer<T> {
  status: number;
  data: T;
  errors?: { field: string; msgEn: string }[];
}

export type TillName = 'central' | 'mongkok';

/** Harbour Island's Central till and Kowloon's Mong Kok till, each with a key of its own, and their calls. */
export function loyaltyTills(api: ApiHarness) {
  const devices = deviceCalls(api);
  const tills: Record<TillName, { key: string; shopId: number }> = {
    central: { key: '', shopId: 0 },
    mongkok: { key: '', shopId: 0 },
  };
  return {
    /** Adds both tills, named `name`, and issues their keys: in a beforeAll. */
    async open(tenants: DemoTenants, name: string) {
      const issue = async (username: string, shopId: number) => ({
        key: (await devices.issue(username, await devices.create(username, shopId, name))).data.key,
        shopId,
      });
      tills.central = await issue('hk.owner', tenants.central);
      tills.mongkok = await issue('kowloon.owner', tenants.mongkok);
    },
    /** A till's call about its own shop; `key` stands in for the till's own (one no till holds). */
    call: <T>(path: string, body: object, till: TillName = 'central', key = tills[till].key) =>
      devices.send(path, { shopId: tills[till].shopId, ...body }, key) as unknown as Promise<TillAnswer<T>>,
  };
}
