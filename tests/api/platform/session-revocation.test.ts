// Issue 10: app servers keep resolved sessions in memory, and every change to who a session is or
// what it may do reaches every server at once (migrations/0008, LISTEN/NOTIFY). Two app servers
// share one database, as two machines behind a balancer; each call below is the very next one after
// the change, once the other server has heard of it.
import { SESSION_CHANGE_CHANNEL } from '../../../server/auth/session-store';
import { describeOnEachDatabase, type SecondServer } from '../support/api-harness';
import { addManagerWith, MANAGER_PASSWORD } from '../support/managers';

interface Row {
  id: number;
  version: number;
  [field: string]: unknown;
}

describeOnEachDatabase(
  'sessions revoked on every app server',
  (api) => {
    let serial = 0;
    const servers = (): { name: string; call: SecondServer['call'] }[] => [
      { name: 'first', call: api.call },
      { name: 'second', call: api.second.call },
    ];
    const info = async (call: SecondServer['call'], token: string) =>
      (
        await call<{ privilegeList: string[] }>({
          method: 'GET',
          url: '/pro-api/user/info',
          headers: { 'x-token': token },
        })
      ).body;
    /** The status each server answers `token` with, once both have heard every change. */
    const statusOnEach = async (token: string) => {
      // A change made through either server: both must have heard it.
      await Promise.all([api.second.caughtUp(), api.db.transaction(() => Promise.resolve())]);
      return Promise.all(servers().map(async ({ call }) => (await info(call, token)).status));
    };
    const asOwner = <T = Row>(method: 'POST' | 'PUT' | 'DELETE', url: string, payload: object) =>
      api.callAs<T>('hk.owner', method, url, payload);
    const newManager = async (privilegeList: string[]) => {
      serial += 1;
      const made = await addManagerWith<Row>(api, `cached.${serial}`, privilegeList);
      // Both servers hold the session now.
      expect(await statusOnEach(made.token)).toEqual([0, 0]);
      return made;
    };

    it('refuses a signed-out session on the next call, on the server that signed out and the other', async () => {
      const token = await api.signIn('hk.owner');
      expect(await statusOnEach(token)).toEqual([0, 0]);
      const out = await api.second.call({
        method: 'PUT',
        url: '/pro-api/logout',
        headers: { 'x-token': token },
      });
      expect(out.body.status).toBe(0);
      expect((await info(api.second.call, token)).status).toBe(4);
      expect(await statusOnEach(token)).toEqual([4, 4]);
    });

    it('refuses the account an administrator deletes, on both servers', async () => {
      const { account, token } = await newManager(['merchant_account_list']);
      expect((await asOwner('DELETE', '/user/shop/user', { id: account.id })).status).toBe(0);
      expect((await info(api.call, token)).status).toBe(4);
      expect(await statusOnEach(token)).toEqual([4, 4]);
    });

    it('refuses a disabled account, whatever wrote the change', async () => {
      const { account, token } = await newManager(['merchant_account_list']);
      await api.db.query(`UPDATE res_user SET data = data || '{"disabled": true}' WHERE id = $1`, [
        account.id,
      ]);
      expect(await statusOnEach(token)).toEqual([4, 4]);
    });

    it("gives a holder his permission type's new privileges on his next call, on both servers", async () => {
      const { type, token } = await newManager(['merchant_account_list']);
      const widened = await asOwner('PUT', '/privilege/mapping/modify', {
        ...type,
        privilegeList: ['merchant_account_list', 'permission_settings_list'],
      });
      expect(widened.status).toBe(0);
      await api.second.caughtUp();
      for (const { call } of servers()) {
        expect((await info(call, token)).data.privilegeList).toEqual([
          'merchant_account_list',
          'permission_settings_list',
        ]);
        const types = await call({
          method: 'PUT',
          url: '/pro-api/privilege/mapping',
          payload: { pageNumber: 1 },
          headers: { 'x-token': token },
        });
        expect(types.body.status).toBe(0);
      }
    });

    it('signs the other sessions out on both servers when the password changes', async () => {
      const { token: kept } = await newManager(['merchant_account_list']);
      const other = await api.signIn(`cached.${serial}`, MANAGER_PASSWORD);
      expect(await statusOnEach(other)).toEqual([0, 0]);
      const changed = await api.second.call({
        method: 'PUT',
        url: '/pro-api/user/update/password',
        payload: { oldPassword: MANAGER_PASSWORD, newPassword: 'Manager-pass-2' },
        headers: { 'x-token': kept },
      });
      expect(changed.body.status).toBe(0);
      expect(await statusOnEach(other)).toEqual([4, 4]);
      expect(await statusOnEach(kept)).toEqual([0, 0]);
    });

    it('refuses a session whose expiry is brought forward, on both servers', async () => {
      const { account, token } = await newManager(['merchant_account_list']);
      await api.db.query(
        `UPDATE user_session SET expires_at = now() - interval '1 second' WHERE user_id = $1`,
        [account.id],
      );
      expect(await statusOnEach(token)).toEqual([4, 4]);
    });

    it("tells the servers of a revocation but not of a session's once-a-minute touch", async () => {
      const token = await api.signIn('hk.owner');
      const heard: string[] = [];
      const subscription = await api.db.listen(SESSION_CHANGE_CHANNEL, {
        notify: (payload) => heard.push(payload),
        state: () => undefined,
      });
      try {
        // What sessions.ts writes when a session is used after a minute: no change to who it is.
        await api.db.query(
          `UPDATE user_session SET last_seen_at = now(), expires_at = expires_at + interval '1 hour'`,
        );
        await subscription.caughtUp();
        expect(heard).toEqual([]);
        await api.call({ method: 'PUT', url: '/pro-api/logout', headers: { 'x-token': token } });
        await subscription.caughtUp();
        expect(heard).toEqual(['']);
      } finally {
        await subscription.close();
      }
    });
  },
  { secondServer: true },
);
