// The pickup call display (issue 14 item 3, docs/api.md "Pickup display"): numbers called by a
// point of sale with its device key or from the back office, each within its shop; ready numbers
// dropping off after the shop's timer; the shop's public screen by its token, recreated for good;
// and the screen's live stream hearing its own shop's changes only.
import type { FastifyInstance } from 'fastify';
import { Status } from '../../../engine/protocol/status';
import type { PickupAnswer, PickupBoard, PublicDisplay } from '../../../protocol/pickup-numbers';
import { PosStatus } from '../../../protocol/pos-status';
import { describeOnEachDatabase } from '../support/api-harness';
import { listen, nextEvent, type LiveListener } from '../support/live-listener';
import { deviceCalls } from '../support/pos-devices';
import { addUserWithoutPrivileges, demoTenants, type DemoTenants } from '../support/tenants';

async function baseUrlOf(app: FastifyInstance): Promise<string> {
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return address.replace('[::1]', '127.0.0.1');
}

describeOnEachDatabase(
  'pickup call display',
  (api) => {
    const devices = deviceCalls(api);
    let tenants: DemoTenants;
    let centralKey: string;
    const open: LiveListener[] = [];

    beforeAll(async () => {
      tenants = await demoTenants(api.db);
      await addUserWithoutPrivileges(api.db, 'hk.nobody', tenants.hk);
      const device = await devices.create('hk.owner', tenants.central, 'Pickup till');
      centralKey = (await devices.issue('hk.owner', device)).data.key;
    });
    afterEach(() => {
      for (const listener of open.splice(0)) listener.close();
    });

    const posCall = (body: object, key?: string) =>
      api.call<PickupAnswer>({
        method: 'POST',
        url: '/pro-api/pos/pickup',
        headers: { 'accept-language': 'en', ...(key ? { authorization: `Bearer ${key}` } : {}) },
        payload: body,
      });
    const staffCall = (username: string, shopId: number, number: string, status: string) =>
      api.callAs<PickupAnswer>(username, 'POST', '/display/pickup', { shopId, number, status });
    const board = async (shopId: number) =>
      (await api.callAs<PickupBoard>('hk.owner', 'PUT', '/display/pickup', { shopId })).data;
    const shown = async (shopId: number) =>
      (await board(shopId)).numbers.map(({ number, status }) => `${number}:${status}`);
    const recreate = async (shopId: number) => {
      const answer = await api.callAs<{ displayToken: string }>(
        'hk.owner',
        'PUT',
        '/display/settings/token',
        {
          shopId,
        },
      );
      expect(answer.status).toBe(0);
      return answer.data.displayToken;
    };
    const publicRead = (token: string) =>
      api.call<PublicDisplay>({ method: 'GET', url: `/pro-api/public/display/${token}` });

    it('marks a number ready by the till’s key, and the same call again changes nothing', async () => {
      const first = await posCall({ shopId: tenants.central, number: 'k101', status: 'ready' }, centralKey);
      expect(first.body.data).toEqual({ number: 'K101', status: 'ready', outcome: 'created' });
      const [readyAt] = (await board(tenants.central)).numbers.filter((entry) => entry.number === 'K101');
      const again = await posCall({ shopId: tenants.central, number: 'K101', status: 'ready' }, centralKey);
      expect(again.body.data.outcome).toBe('unchanged');
      const [kept] = (await board(tenants.central)).numbers.filter((entry) => entry.number === 'K101');
      expect(kept?.readyAt).toBe(readyAt?.readyAt);
      const collected = await posCall(
        { shopId: tenants.central, number: 'K101', status: 'collected' },
        centralKey,
      );
      expect(collected.body.data.outcome).toBe('updated');
      expect(await shown(tenants.central)).not.toContain('K101:ready');
    });

    it('refuses a call without a working key, with another shop’s key, or with a malformed number', async () => {
      const body = { shopId: tenants.central, number: 'K102', status: 'ready' };
      expect((await posCall(body)).body.status).toBe(PosStatus.posKeyRefused.code);
      expect((await posCall(body, 'pos_not-a-key')).body.status).toBe(PosStatus.posKeyRefused.code);
      const otherShop = await posCall({ ...body, shopId: tenants.causeway }, centralKey);
      expect(otherShop.body.status).toBe(PosStatus.posKeyOtherShop.code);
      const malformed = await posCall({ ...body, number: 'K-102' }, centralKey);
      expect(malformed.body.status).toBe(Status.invalidInput.code);
      expect(malformed.body.errors?.map((error) => error.field)).toEqual(['number']);
      expect(malformed.body.errors?.[0]?.msgEn).toMatch(/Number/);
      const unknownStatus = await posCall({ ...body, status: 'served' }, centralKey);
      expect(unknownStatus.body.errors?.map((error) => error.field)).toEqual(['status']);
      expect(await shown(tenants.central)).not.toContain('K102:ready');
      expect(await shown(tenants.causeway)).not.toContain('K102:ready');
    });

    it('lets the back office add, ready and remove a number within its reach only', async () => {
      expect((await staffCall('hk.central', tenants.central, 'B201', 'preparing')).data.outcome).toBe(
        'created',
      );
      expect(await shown(tenants.central)).toContain('B201:preparing');
      expect((await staffCall('hk.owner', tenants.central, 'b201', 'ready')).data.outcome).toBe('updated');
      expect(await shown(tenants.central)).toContain('B201:ready');
      // Another company's manager, a store manager outside his shop, and a caller without the privilege.
      expect((await staffCall('kowloon.owner', tenants.central, 'B201', 'collected')).status).toBe(
        Status.forbidden.code,
      );
      expect((await staffCall('hk.central', tenants.causeway, 'B202', 'preparing')).status).toBe(
        Status.forbidden.code,
      );
      expect((await staffCall('hk.nobody', tenants.central, 'B201', 'collected')).status).toBe(
        Status.forbidden.code,
      );
      const otherBoard = await api.callAs('kowloon.owner', 'PUT', '/display/pickup', {
        shopId: tenants.central,
      });
      expect(otherBoard.status).toBe(Status.forbidden.code);
      expect(await shown(tenants.causeway)).not.toContain('B202:preparing');
      expect((await staffCall('hk.owner', tenants.central, 'B201', 'collected')).data.outcome).toBe(
        'updated',
      );
      expect(await shown(tenants.central)).not.toContain('B201:ready');
    });

    it('drops a ready number after the shop’s timer, and the same number is a new order after', async () => {
      const saved = await api.callAs('hk.owner', 'PUT', '/display/settings/modify', {
        shopId: tenants.causeway,
        version: 0,
        autoDisappearMinutes: 5,
      });
      expect(saved.status).toBe(0);
      await staffCall('hk.owner', tenants.causeway, 'T301', 'ready');
      await staffCall('hk.owner', tenants.causeway, 'T302', 'ready');
      const [entry] = (await board(tenants.causeway)).numbers.filter((found) => found.number === 'T301');
      expect(Date.parse(entry?.expiresAt ?? '') - Date.parse(entry?.readyAt ?? '')).toBe(5 * 60_000);
      // The clock moved on: T301 has been ready for six minutes, T302 for four.
      await api.db.query(
        `UPDATE pickup_number SET ready_at = ready_at - (CASE number WHEN 'T301' THEN interval '6 minutes'
                                                        ELSE interval '4 minutes' END)
          WHERE shop_id = $1 AND number IN ('T301', 'T302') AND removed_at IS NULL`,
        [tenants.causeway],
      );
      const numbers = await shown(tenants.causeway);
      expect(numbers).not.toContain('T301:ready');
      expect(numbers).toContain('T302:ready');
      expect((await staffCall('hk.owner', tenants.causeway, 'T301', 'preparing')).data.outcome).toBe(
        'created',
      );
      expect(await shown(tenants.causeway)).toContain('T301:preparing');
    });

    it('opens the shop’s screen by its token, and a recreated token never again', async () => {
      const token = await recreate(tenants.central);
      await staffCall('hk.owner', tenants.central, 'P401', 'ready');
      const read = await publicRead(token);
      expect(read.body.status).toBe(0);
      expect(read.body.data).toMatchObject({
        shopId: tenants.central,
        broadcastLanguage: expect.stringMatching(/^(cantonese|english)$/),
        themeColour: expect.stringMatching(/^#[0-9A-Fa-f]{6}$/),
      });
      expect(read.body.data.numbers.map((entry) => entry.number)).toContain('P401');
      const newer = await recreate(tenants.central);
      expect(newer).not.toBe(token);
      const recreated = (await publicRead(token)).body;
      expect(recreated.status).toBe(Status.notFound.code);
      expect(recreated.msgEn).toMatch(/recreated/);
      expect((await publicRead('no-such-token-at-all')).body.status).toBe(Status.notFound.code);
      expect((await publicRead(newer)).body.status).toBe(0);
      // Another company's manager cannot recreate this shop's address.
      const foreign = await api.callAs('kowloon.owner', 'PUT', '/display/settings/token', {
        shopId: tenants.central,
      });
      expect(foreign.status).toBe(Status.forbidden.code);
      expect((await publicRead(newer)).body.status).toBe(0);
    });

    it('streams the screen its own shop’s changes only, and ends it once the token is recreated', async () => {
      const baseUrl = await baseUrlOf(api.app);
      const token = await recreate(tenants.central);
      const refused = await api.call({
        method: 'GET',
        url: '/pro-api/public/display/no-such-token-at-all/live',
      });
      expect(refused.body.status).toBe(Status.notFound.code);
      const listener = await listen(baseUrl, `/pro-api/public/display/${token}/live`);
      open.push(listener);
      expect(listener.contentType).toMatch(/^text\/event-stream/);
      expect(await nextEvent(listener)).toEqual({ event: 'ready', data: {} });
      await staffCall('hk.owner', tenants.causeway, 'S501', 'ready');
      await posCall({ shopId: tenants.central, number: 'S502', status: 'ready' }, centralKey);
      // Events come in commit order: the first this screen hears is past the one it must not.
      expect(await nextEvent(listener)).toEqual({
        event: 'change',
        data: { topic: 'pickupNumber', companyId: tenants.hk, shopId: tenants.central },
      });
      await recreate(tenants.central);
      expect(await nextEvent(listener)).toEqual({ event: 'end', data: { status: Status.notFound.code } });
    });
  },
  { config: { liveHeartbeatSeconds: 1 } },
);
