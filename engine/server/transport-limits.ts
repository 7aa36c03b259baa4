// The limits a request meets before any route reads it, each refused with the envelope (docs/api.md
// "Transport refusals"). Node's own parser refuses a request line and headers over 16 KB
// (`http.maxHeaderSize`) before Fastify sees them; below that, these are the server's.

/**
 * The longest address (path and query) the server reads: far past any call a screen makes (the
 * longest, a live stream of ten topics, is under 200 characters), and short enough that a long
 * address is refused as such (414) rather than as oversized headers by Node's parser (431).
 */
export const MAX_URL_LENGTH = 8192;

/**
 * The longest path parameter the router takes (Fastify's `maxParamLength`): a token, a code or a
 * name in a path is at most this long, so none reaching a lookup can outgrow an index.
 */
export const MAX_PARAM_LENGTH = 100;
