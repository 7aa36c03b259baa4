// What a route answers and takes beyond a JSON body and the envelope, declared in its config so the
// OpenAPI document can say it (docs/api.md "The OpenAPI document"): a file, a page or an event
// stream instead of the envelope on success, a multipart upload as its body, a credential other
// than the session. A refusal is the envelope whatever the route declares.
import { allow } from './route-access';
import type { JsonSchema } from './route-schema';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A success's answer instead of the envelope, by media type: a file, a page, a stream; or what
     * works it out when the document is built (a job's kept files, whose kinds modules define later).
     */
    answers?: Record<string, JsonSchema> | (() => Record<string, JsonSchema>);
    /**
     * Answers by other HTTP statuses, for a protocol that fixes its own (Apple's pass web service: 201,
     * 204, 401): each status's body by media type, none when empty. A status named here replaces the
     * envelope's, 200 included.
     */
    statuses?: Record<string, Record<string, JsonSchema>>;
    /** The body is a multipart form carrying one file in this field. */
    upload?: string;
    /** Media types the declared body may come as besides JSON (a mail client's one-click form). */
    bodyTypes?: string[];
    /** The credential the route takes instead of a session (a device key); it is public too. */
    credential?: RouteCredential;
  }
}

/** A credential other than the session: its OpenAPI security scheme, named, carried by the route itself. */
export interface RouteCredential {
  name: string;
  /** The OpenAPI security scheme; its `description` is a label key. */
  scheme: JsonSchema;
}

/** Bytes of a file, as OpenAPI 3.1 describes a body that is not JSON. */
export const fileContent = (mediaType: string): JsonSchema => ({
  type: 'string',
  contentMediaType: mediaType,
});

/** A route whose success answers a file of one of these media types. */
export const fileAnswer = (...mediaTypes: string[]): { answers: Record<string, JsonSchema> } => ({
  answers: Object.fromEntries(mediaTypes.map((type) => [type, fileContent(type)])),
});

/** A route whose success is a server-sent events stream (live updates). */
export const EVENT_STREAM_ANSWER = fileAnswer('text/event-stream');

/** A public page's live updates: no session, and an event stream. */
export const PUBLIC_EVENT_STREAM = allow({ kind: 'public' }, EVENT_STREAM_ANSWER);
