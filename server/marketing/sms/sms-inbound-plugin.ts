// Where Twilio posts the replies members send to our number (its incoming message webhook, set to
// PUBLIC_URL + /pro-api/public/sms/inbound): a reply with an opt-out word withdraws the sender's SMS
// consent at once (issue 25 item 7). The route speaks Twilio's protocol, not the envelope: the form
// Twilio posts, its signature checked before the message is acted on (a forged call is HTTP 403
// with no body, as Twilio's own helpers answer), and an empty TwiML answer, so no reply goes back.
// A form the declared schema refuses is the envelope's refusal, as any call's. The consent store is
// the caller's, handed in as `onOptOut`.
import type { FastifyPluginAsync } from 'fastify';
import { allow, bodySchema, boundedString, filledString } from '../../../engine/server';
import { isOptOutWord } from './sms-opt-out';
import { inboundSms, isSignedByTwilio, TWILIO_SIGNATURE_HEADER, type TwilioParams } from './twilio-inbound';

export const SMS_INBOUND_PATH = '/public/sms/inbound';

export interface SmsInboundOptions {
  /** Twilio's auth token, the key its calls are signed with. */
  authToken: string;
  /** Where Twilio reaches this server (PUBLIC_URL): the signed address is it and the path called. */
  publicUrl: string;
  /** Withdraws the SMS consent of the sender's phone (E.164); `how` is `sms:` and the word he sent. */
  onOptOut(phone: string, how: string): Promise<void>;
}

const FORM_TYPE = 'application/x-www-form-urlencoded';
const TWIML_TYPE = 'text/xml';
const EMPTY_TWIML = '<?xml version="1.0" encoding="UTF-8"?><Response/>';
/** A number, or a channel's address (`whatsapp:+852…`). */
const PHONE_LENGTH = 64;
/** Twilio's longest message, in characters. */
const BODY_LENGTH = 1600;

const INBOUND_ROUTE = allow(
  { kind: 'public' },
  {
    answers: { [TWIML_TYPE]: { type: 'string', title: 'sms:twiml' } },
    statuses: { '403': {} },
    credential: {
      name: 'twilioSignature',
      scheme: {
        type: 'apiKey',
        in: 'header',
        name: 'X-Twilio-Signature',
        description: 'sms:twilioSignature',
      },
    },
  },
);

const INBOUND_MESSAGE = {
  ...bodySchema(
    {
      From: filledString(PHONE_LENGTH, 'sms:fields.from'),
      To: boundedString(PHONE_LENGTH, 'sms:fields.to'),
      Body: boundedString(BODY_LENGTH, 'sms:fields.body'),
    },
    ['From', 'Body'],
  ),
  title: 'sms:inboundMessage',
};

/** The posted form's fields; anything else (a JSON body, say) signs nothing. */
const formOf = (body: unknown): TwilioParams =>
  typeof body === 'object' && body !== null && Object.values(body).every((value) => typeof value === 'string')
    ? (body as TwilioParams)
    : {};

const smsInboundPlugin: FastifyPluginAsync<SmsInboundOptions> = async (
  app,
  { authToken, publicUrl, onOptOut },
) => {
  // Only this plugin's routes read forms: the rest of the API takes JSON.
  app.addContentTypeParser(FORM_TYPE, { parseAs: 'string' }, (_request, text, done) =>
    done(null, Object.fromEntries(new URLSearchParams(text as string))),
  );

  app.post<{ Body: TwilioParams }>(
    SMS_INBOUND_PATH,
    {
      ...INBOUND_ROUTE,
      schema: { body: INBOUND_MESSAGE },
      // After the form is validated, so a malformed one is refused on its field as every call's is.
      preHandler: async (request, reply) => {
        const signature = request.headers[TWILIO_SIGNATURE_HEADER];
        const url = `${publicUrl}${request.url}`;
        const signed =
          typeof signature === 'string' && isSignedByTwilio(authToken, url, formOf(request.body), signature);
        if (!signed) return reply.code(403).send();
      },
    },
    async (request, reply) => {
      const message = inboundSms(request.body);
      if (isOptOutWord(message.body)) await onOptOut(message.from, `sms:${message.body.trim()}`);
      return reply.type(TWIML_TYPE).send(EMPTY_TWIML);
    },
  );
};

export default smsInboundPlugin;
