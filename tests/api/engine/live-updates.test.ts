// Live updates (docs/schemas.md "Live updates"): a change committed on any app server reaches every
// subscriber who may read it, and no one else; a refused subscription says why; a stream ends when
// its session does, and reads again after its server's listener comes back.
import type { FastifyInstance } from 'fastify';
import { Status } from '../../../engine/protocol/status';
import { describeOnEachDatabase } from '../support/api-harness';
import { schemasWith } from '../support/engine-test-schemas';
import { listen, nextEvent, type LiveListener } from '../support/live-listener';
import { addUserWithoutPrivileges, demoTenants, type DemoTenants } from '../support/tenants';

const liveNote = {
  name: 'liveNote',
  module: 'companies',
  title: 'companies:shop',
  endpoint: '/live/note',
  scope: 'shop',
  live: true,
  route: {
    name: 'branches_list',
    path: '/merchant_management/live_notes',
    title: 'navigation:branches_list',
    section: 'merchant_management',
  },
  privileges: {
    read: 'branches_list',
    create: 'branches_create',
    update: 'branches_edit',
    delete: 'branches_delete',
  },
  fields: { name: { type: 'string', title: 'companies:fields.name', minLength: 1 } },
  required: ['name'],
};

async function baseUrlOf(app: FastifyInstance): Promise<string> {
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return address.replace('[::1]', '127.0.0.1');
}

describeOnEachDatabase(
  'live updates',
  (api) => {
    let tenants: DemoTenants;
    let first: string;
    let second: string;
    const open: LiveListener[] = [];

    beforeAll(async () => {
      tenants = await demoTenants(api.db);
      await addUserWithoutPrivileges(api.db, 'hk.nobody', tenants.hk);
      first = await baseUrlOf(api.app);
      second = await baseUrlOf(api.second.app);
    });
    afterEach(() => {
      for (const listener of open.splice(0)) listener.close();
    });

    async function subscribe(baseUrl: string, username: string, query = 'topics=liveNote') {
      const listener = await listen(baseUrl, `/pro-api/live?${query}`, await api.signIn(username));
      open.push(listener);
      expect(listener.contentType).toMatch(/^text\/event-stream/);
      expect(await nextEvent(listener)).toEqual({ event: 'ready', data: {} });
      return listener;
    }

    const writeNote = (username: string, shopId: number, name: string) =>
      api.callAs(username, 'POST', '/live/note', { name, shopId });

    it('tells every subscriber who may read it, on either server, and no one else', async () => {
      const owner = await subscribe(first, 'hk.owner');
      const ownerOnSecond = await subscribe(second, 'hk.owner');
      const central = await subscribe(second, 'hk.central');
      const kowloon = await subscribe(first, 'kowloon.owner');
      const centralOnly = await subscribe(first, 'hk.owner', `topics=liveNote&shopId=${tenants.central}`);

      expect((await writeNote('hk.owner', tenants.causeway, 'Causeway note')).status).toBe(0);
      expect((await writeNote('kowloon.owner', tenants.mongkok, 'Mong Kok note')).status).toBe(0);
      expect((await writeNote('hk.owner', tenants.central, 'Central note')).status).toBe(0);

      const causeway = { topic: 'liveNote', companyId: tenants.hk, shopId: tenants.causeway };
      const centralChange = { topic: 'liveNote', companyId: tenants.hk, shopId: tenants.central };
      const mongkok = { topic: 'liveNote', companyId: tenants.kowloon, shopId: tenants.mongkok };
      for (const listener of [owner, ownerOnSecond]) {
        expect(await nextEvent(listener)).toEqual({ event: 'change', data: causeway });
        expect(await nextEvent(listener)).toEqual({ event: 'change', data: centralChange });
      }
      // Events arrive in commit order: the first each of these hears is past the ones it must not hear.
      expect(await nextEvent(kowloon)).toEqual({ event: 'change', data: mongkok });
      expect(await nextEvent(central)).toEqual({ event: 'change', data: centralChange });
      expect(await nextEvent(centralOnly)).toEqual({ event: 'change', data: centralChange });
    });

    it('refuses an unknown topic on its field, a topic without its privilege, and a shop out of reach', async () => {
      const ask = (username: string, query: string) => api.callAs(username, 'GET', `/live?${query}`);
      const unknown = await ask('hk.owner', 'topics=liveNote,secretNotes');
      expect(unknown.status).toBe(Status.invalidInput.code);
      expect(unknown.errors?.map((error) => error.field)).toEqual(['topics']);
      const malformed = await ask('hk.owner', 'topics=liveNote&shopId=1.5');
      expect(malformed.status).toBe(Status.invalidInput.code);
      expect(malformed.errors?.map((error) => error.field)).toEqual(['shopId']);
      expect((await ask('hk.nobody', 'topics=liveNote')).status).toBe(Status.forbidden.code);
      expect((await ask('hk.owner', `topics=liveNote&shopId=${tenants.mongkok}`)).status).toBe(
        Status.forbidden.code,
      );
      expect((await ask('hk.central', `topics=liveNote&shopId=${tenants.causeway}`)).status).toBe(
        Status.forbidden.code,
      );
      expect((await ask('hk.owner', 'topics=liveNote&shopId=999999')).status).toBe(Status.invalidInput.code);
      const anonymous = await api.call({ method: 'GET', url: '/pro-api/live?topics=liveNote' });
      expect(anonymous.body.status).toBe(Status.sessionExpired.code);
    });

    it('ends a stream at the next heartbeat once its session is signed out', async () => {
      const token = await api.signIn('hk.owner');
      const listener = await listen(first, '/pro-api/live?topics=liveNote', token);
      open.push(listener);
      expect(await nextEvent(listener)).toEqual({ event: 'ready', data: {} });
      await api.call({ method: 'PUT', url: '/pro-api/logout', headers: { 'x-token': token } });
      expect(await nextEvent(listener)).toEqual({
        event: 'end',
        data: { status: Status.sessionExpired.code },
      });
      await expect(listener.next()).rejects.toThrow('the stream ended');
    });

    it('tells its subscribers to read again when its listening connection comes back', async () => {
      if (api.engine !== 'postgres') return;
      const owner = await subscribe(first, 'hk.owner');
      // Both servers' listeners drop; each opens a new connection and says its subscribers may have missed changes.
      await api.db.query(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE query = 'LISTEN live_change'`,
      );
      expect(await nextEvent(owner)).toEqual({ event: 'ready', data: {} });
      expect((await writeNote('hk.owner', tenants.central, 'After the drop')).status).toBe(0);
      expect(await nextEvent(owner)).toMatchObject({ event: 'change', data: { shopId: tenants.central } });
    });
  },
  { schemas: schemasWith(liveNote), secondServer: true, config: { liveHeartbeatSeconds: 1 } },
);
