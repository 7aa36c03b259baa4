// Authorizing Clover (issue 11 item 6), tested by calling back as the provider would: a company
// manager starts an authorization, the provider's return is posted to the public result call with
// the state it carried, and the answer is recorded against the company once.
import type {
  PosAuthorizationResult,
  PosAuthorizationStanding,
  PosAuthorizationStart,
} from '../../../protocol/pos-authorization';
import { hashToken } from '../../../server/auth/tokens';
import { describeOnEachDatabase, type ApiHarness } from '../support/api-harness';
import { addManagerWith } from '../support/managers';
import { demoTenants } from '../support/tenants';

const APP_ID = 'BRIGADETESTAPP';
const DEAD_STATE =
  'This authorization is unknown, already recorded or expired: please start it again from the back office';

interface StoredAuthorization {
  id: number;
  company_id: number;
  provider: string;
  requested_by: number;
  outcome: string | null;
  provider_merchant_id: string | null;
  reason: string | null;
  answered_at: Date | null;
  valid_minutes: number;
}

/** The calls a provider's return and an owner make, on one harness. */
function posCalls(api: ApiHarness) {
  let addresses = 0;
  return {
    start: (username = 'hk.owner') =>
      api.callAs<PosAuthorizationStart>(username, 'POST', '/pos/authorization/start', { provider: 'clover' }),
    /**
     * The provider's return, posted as the result page posts it, from an address of its own unless
     * told: the dead states of one test then never make another's address wait.
     */
    answer: async (payload: object, remoteAddress = `10.0.0.${(addresses += 1)}`) =>
      (
        await api.call<PosAuthorizationResult>({
          method: 'POST',
          url: '/pro-api/pos/authorization/result',
          headers: { 'accept-language': 'en' },
          payload,
          remoteAddress,
        })
      ).body,
    stored: async (state: string) =>
      (
        await api.db.query<StoredAuthorization>(
          `SELECT *, round(extract(epoch FROM expires_at - requested_at) / 60)::int AS valid_minutes
             FROM pos_authorization WHERE state_hash = $1`,
          [hashToken(state)],
        )
      ).rows[0],
    audit: async (id: number) =>
      (
        await api.db.query<{ action: string; actor_id: number; company_id: number; changes: object }>(
          `SELECT action, actor_id, company_id, changes FROM audit_log
            WHERE resource = 'posAuthorization' AND record_id = $1`,
          [id],
        )
      ).rows,
    count: async (table: 'pos_authorization' | 'audit_log') =>
      (await api.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`)).rows[0]?.n,
    userId: async (username: string) =>
      (await api.db.query<{ id: number }>(`SELECT id FROM res_user WHERE data->>'username' = $1`, [username]))
        .rows[0]?.id,
  };
}

describeOnEachDatabase(
  'point-of-sale authorization',
  (api) => {
    const pos = posCalls(api);
    const started = async (username?: string) => {
      const answer = await pos.start(username);
      expect(answer.status).toBe(0);
      return answer.data.state;
    };

    it('sends the owner to Clover’s authorize page with our app id, the result page and the state', async () => {
      const answer = await pos.start();
      expect(answer.status).toBe(0);
      const { state, authorizeUrl } = answer.data;
      expect(state).toMatch(/^[\w-]{43}$/);
      const address = new URL(authorizeUrl);
      expect(`${address.origin}${address.pathname}`).toBe('https://www.clover.com/oauth/v2/authorize');
      expect(Object.fromEntries(address.searchParams)).toEqual({
        client_id: APP_ID,
        redirect_uri: `${api.config.publicUrl}/clover_authorization_result`,
        state,
      });
      // Only the state's hash is kept, for 15 minutes, against the owner's company.
      const stored = await pos.stored(state);
      expect(stored).toMatchObject({
        company_id: (await demoTenants(api.db)).hk,
        provider: 'clover',
        requested_by: await pos.userId('hk.owner'),
        outcome: null,
        answered_at: null,
        valid_minutes: 15,
      });
      expect(JSON.stringify(stored)).not.toContain(state);
    });

    it('lets nobody but a company manager start one: not a shop manager, the platform or the super admin', async () => {
      const before = await pos.count('pos_authorization');
      for (const username of ['hk.central', 'platform', 'admin']) {
        expect(await pos.start(username)).toMatchObject({
          status: 3,
          msgEn: 'No permission, please contact the administrator',
        });
      }
      expect(await pos.count('pos_authorization')).toBe(before);
    });

    it('records an authorization against the company, with the merchant id and an audit entry', async () => {
      const state = await started();
      const answer = await pos.answer({
        merchant_id: 'MERCHANT0001',
        client_id: APP_ID,
        code: 'one-code',
        state,
      });
      expect(answer).toEqual({
        status: 0,
        msg: '',
        msgEn: '',
        data: { outcome: 'authorized', provider: 'clover', companyName: 'Harbour Island Dining Group' },
      });
      const stored = await pos.stored(state);
      expect(stored).toMatchObject({
        outcome: 'authorized',
        provider_merchant_id: 'MERCHANT0001',
        reason: null,
      });
      expect(stored?.answered_at).toBeInstanceOf(Date);
      // The code cannot be exchanged from here, so it is not kept anywhere.
      expect(JSON.stringify(stored)).not.toContain('one-code');
      expect(await pos.audit(stored?.id ?? 0)).toEqual([
        {
          action: 'authorize',
          actor_id: await pos.userId('hk.owner'),
          company_id: stored?.company_id,
          changes: {
            provider: { after: 'clover' },
            outcome: { after: 'authorized' },
            merchantId: { after: 'MERCHANT0001' },
          },
        },
      ]);
    });

    it('records a refusal with the provider’s reason, its description when it sends one', async () => {
      const described = await started();
      const answer = await pos.answer({
        state: described,
        error: 'access_denied',
        error_description: 'The merchant declined the app',
      });
      expect(answer.data).toEqual({
        outcome: 'refused',
        provider: 'clover',
        reason: 'The merchant declined the app',
        companyName: 'Harbour Island Dining Group',
      });
      const stored = await pos.stored(described);
      expect(stored).toMatchObject({
        outcome: 'refused',
        provider_merchant_id: null,
        reason: 'The merchant declined the app',
      });
      expect((await pos.audit(stored?.id ?? 0)).map((entry) => entry.action)).toEqual(['refuse']);

      const bare = await started();
      expect((await pos.answer({ state: bare, error: 'access_denied' })).data.reason).toBe('access_denied');
      expect(await pos.stored(bare)).toMatchObject({ outcome: 'refused', reason: 'access_denied' });
    });

    it('refuses an unknown, an expired or an answered state on `state`, and changes nothing', async () => {
      const expired = await started();
      await api.db.query(
        `UPDATE pos_authorization SET expires_at = now() - interval '1 minute' WHERE state_hash = $1`,
        [hashToken(expired)],
      );
      const answered = await started();
      expect((await pos.answer({ state: answered, merchant_id: 'FIRST' })).status).toBe(0);
      const audits = await pos.count('audit_log');

      for (const state of ['no-such-state', expired, answered]) {
        const answer = await pos.answer({ state, error: 'access_denied', error_description: 'Too late' });
        expect(answer).toMatchObject({
          status: 1,
          msgEn: DEAD_STATE,
          errors: [{ field: 'state', msgEn: DEAD_STATE }],
        });
      }
      expect(await pos.stored(expired)).toMatchObject({ outcome: null, answered_at: null });
      expect(await pos.stored(answered)).toMatchObject({
        outcome: 'authorized',
        provider_merchant_id: 'FIRST',
      });
      expect(await pos.count('audit_log')).toBe(audits);
    });

    it('records exactly one of two answers sent at once with the same state', async () => {
      const state = await started();
      const audits = await pos.count('audit_log');
      const answers = await Promise.all([
        pos.answer({ state, merchant_id: 'RACER' }),
        pos.answer({ state, error: 'access_denied', error_description: 'Racing refusal' }),
      ]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([0, 1]);
      const winner = answers.find((answer) => answer.status === 0)?.data.outcome;
      expect((await pos.stored(state))?.outcome).toBe(winner);
      expect(await pos.count('audit_log')).toBe((audits ?? 0) + 1);
    });

    it('makes an address that sent five dead states wait, even with a live one', async () => {
      const address = '10.9.9.9';
      for (let attempt = 1; attempt <= 5; attempt += 1)
        expect((await pos.answer({ state: `guess-${attempt}`, merchant_id: 'X' }, address)).status).toBe(1);
      const state = await started();
      const waiting = await pos.answer({ state, merchant_id: 'X' }, address);
      expect(waiting.status).toBe(429);
      expect((await pos.stored(state))?.outcome).toBeNull();
      expect((await pos.answer({ state, merchant_id: 'X' })).status).toBe(0);
    });

    it('refuses an answer that is neither, or holds text no field takes, field by field', async () => {
      const state = await started();
      const refusals: [object, string, string][] = [
        [{ state }, 'merchant_id', "The provider's answer holds neither a merchant ID nor an error"],
        [{ merchant_id: 'X' }, 'state', 'Please enter Authorization state'],
        [
          { state: 'x'.repeat(129), merchant_id: 'X' },
          'state',
          'Authorization state cannot be longer than 128 characters',
        ],
        [
          { state, merchant_id: 'X'.repeat(65) },
          'merchant_id',
          'Merchant ID cannot be longer than 64 characters',
        ],
        [
          { state, error: 'e', error_description: 'd'.repeat(1001) },
          'error_description',
          'Error description cannot be longer than 1000 characters',
        ],
        [{ state, merchant_id: 'a\u0000b' }, 'merchant_id', ''],
        [{ state, merchant_id: 'X', code: '\ud800' }, 'code', ''],
        [{ state, merchant_id: 7 }, 'merchant_id', 'Merchant ID has the wrong format'],
      ];
      for (const [payload, field, message] of refusals) {
        const answer = await pos.answer(payload);
        expect(answer.status).toBe(1);
        expect(answer.errors?.[0]?.field).toBe(field);
        if (message) expect(answer.errors?.[0]?.msgEn).toBe(message);
      }
      const polluted = await api.app.inject({
        method: 'POST',
        url: '/pro-api/pos/authorization/result',
        headers: { 'content-type': 'application/json' },
        payload: `{"__proto__":{"polluted":true},"state":${JSON.stringify(state)},"merchant_id":"X"}`,
      });
      expect(polluted.json()).toMatchObject({ status: 1, errors: [{ field: '__proto__' }] });
      // None of them used the state up.
      expect((await pos.stored(state))?.outcome).toBeNull();
    });

    it('authorizes nothing for a manager who left the company after starting', async () => {
      const leaver = await addManagerWith(api, 'pos.leaver', ['categories_create']);
      const answer = await api.call<PosAuthorizationStart>({
        method: 'POST',
        url: '/pro-api/pos/authorization/start',
        headers: { 'x-token': leaver.token },
        payload: { provider: 'clover' },
      });
      expect(answer.body.status).toBe(0);
      await api.db.query(`UPDATE res_user SET data = data || '{"disabled": true}' WHERE id = $1`, [
        await pos.userId('pos.leaver'),
      ]);
      const { state } = answer.body.data;
      expect(await pos.answer({ state, merchant_id: 'X' })).toMatchObject({ status: 1, msgEn: DEAD_STATE });
      expect((await pos.stored(state))?.outcome).toBeNull();
    });

    it('shows each company’s owners their latest answer per provider, and nobody else', async () => {
      await pos.answer({ state: await started(), merchant_id: 'EARLIER' });
      await pos.answer({ state: await started(), error: 'access_denied', error_description: 'Latest word' });
      await started(); // unanswered: not an answer yet
      const latest = await api.callAs<PosAuthorizationStanding[]>('hk.owner', 'GET', '/pos/authorization');
      expect(latest.status).toBe(0);
      expect(latest.data).toEqual([
        {
          provider: 'clover',
          outcome: 'refused',
          merchantId: null,
          reason: 'Latest word',
          answeredAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) as unknown as string,
        },
      ]);
      expect(await api.callAs('kowloon.owner', 'GET', '/pos/authorization')).toMatchObject({
        status: 0,
        data: [],
      });
      expect((await api.callAs('hk.central', 'GET', '/pos/authorization')).status).toBe(3);
    });
  },
  { config: { cloverAppId: APP_ID } },
);

describeOnEachDatabase('point-of-sale authorization without a Clover app id', (api) => {
  const pos = posCalls(api);

  it('refuses to start, saying the provider is not configured, and keeps nothing', async () => {
    const message =
      'The point-of-sale provider is not configured on this server, please contact the platform';
    expect(await pos.start()).toMatchObject({
      status: 1,
      msgEn: message,
      errors: [{ field: 'provider', msgEn: message }],
    });
    expect(await pos.count('pos_authorization')).toBe(0);
  });
});
