// Members' replies, as Twilio posts them to POST /pro-api/public/sms/inbound over a real socket
// (tests/support/sms-fake.ts signs them as Twilio does): an opt-out word withdraws consent through
// the handed-in onOptOut, once; any other text does nothing; a call Twilio did not sign is refused.
import { defineModule } from '../../../server/app-module';
import smsInboundPlugin, { SMS_INBOUND_PATH } from '../../../server/marketing/sms/sms-inbound-plugin';
import { FAKE_AUTH_TOKEN, fakeTwilio, type FakeTwilio } from '../../support/sms-fake';
import { describeOnEachDatabase } from '../support/api-harness';

const ROUTE = `/pro-api${SMS_INBOUND_PATH}`;
const MEMBER = '+85291234567';
const EMPTY_TWIML = '<?xml version="1.0" encoding="UTF-8"?><Response/>';

const optOuts: { phone: string; how: string }[] = [];

// The plugin as the marketing module registers it, with a consent store that only remembers.
const smsInboundModule = defineModule('smsInboundTest', {
  async routes(app, { config }) {
    await app.register(smsInboundPlugin, {
      authToken: FAKE_AUTH_TOKEN,
      publicUrl: config.publicUrl,
      onOptOut: async (phone, how) => void optOuts.push({ phone, how }),
    });
  },
});

describeOnEachDatabase(
  'the SMS inbound route',
  (api) => {
    let twilio: FakeTwilio;
    let reached = '';
    // Twilio calls PUBLIC_URL; the test reaches the same server at its own port, as a proxy would.
    const signing = () => ({ signedUrl: `${api.config.publicUrl}${ROUTE}` });

    beforeAll(async () => {
      twilio = await fakeTwilio();
      reached = `${await api.app.listen({ port: 0, host: '127.0.0.1' })}${ROUTE}`;
    });
    afterAll(() => twilio.close());
    beforeEach(() => void optOuts.splice(0));

    it('withdraws the sender’s consent once for STOP and answers empty TwiML', async () => {
      const answer = await twilio.sendInbound(reached, { from: MEMBER, body: 'STOP' }, signing());
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toMatch(/^text\/xml/);
      expect(await answer.text()).toBe(EMPTY_TWIML);
      expect(optOuts).toEqual([{ phone: MEMBER, how: 'sms:STOP' }]);
    });

    it('hears the Chinese word too', async () => {
      const answer = await twilio.sendInbound(reached, { from: MEMBER, body: ' 退訂 ' }, signing());
      expect(answer.status).toBe(200);
      expect(optOuts).toEqual([{ phone: MEMBER, how: 'sms:退訂' }]);
    });

    it('does nothing for any other reply', async () => {
      for (const body of ['Thanks, see you Friday', 'stop sending at night', ''])
        expect((await twilio.sendInbound(reached, { from: MEMBER, body }, signing())).status).toBe(200);
      expect(optOuts).toEqual([]);
    });

    it('refuses a forged signature, one for another address, and none at all with 403', async () => {
      const forged = await twilio.sendInbound(
        reached,
        { from: MEMBER, body: 'STOP' },
        { ...signing(), signedWith: 'guessed-token' },
      );
      expect(forged.status).toBe(403);
      expect(await forged.text()).toBe('');
      // Signed for the address the test reached, not the one Twilio is told (PUBLIC_URL).
      expect((await twilio.sendInbound(reached, { from: MEMBER, body: 'STOP' })).status).toBe(403);
      const unsigned = await fetch(reached, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ From: MEMBER, Body: 'STOP' }),
      });
      expect(unsigned.status).toBe(403);
      expect(optOuts).toEqual([]);
    });

    it('refuses a form its schema refuses on the field, as any call, and acts on nothing', async () => {
      const answer = await api.call({
        method: 'POST',
        url: ROUTE,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ From: MEMBER, Body: 'STOP'.padEnd(1601, '!') }).toString(),
      });
      expect(answer.http).toBe(200);
      expect(answer.body).toMatchObject({ status: 1, errors: [{ field: 'Body' }] });
      expect(optOuts).toEqual([]);
    });

    it('describes its protocol in the API document', async () => {
      const document = (await api.app.inject({ method: 'GET', url: '/pro-api/openapi.json' })).json() as {
        paths: Record<string, { post: Record<string, unknown> }>;
        components: { securitySchemes: Record<string, { name?: string }> };
      };
      const operation = document.paths[ROUTE]?.post;
      expect(operation?.security).toEqual([{ twilioSignature: [] }]);
      expect(Object.keys((operation?.responses as Record<string, unknown>) ?? {})).toEqual(
        expect.arrayContaining(['200', '403']),
      );
      expect(document.components.securitySchemes.twilioSignature?.name).toBe('X-Twilio-Signature');
    });
  },
  { modules: [smsInboundModule] },
);
