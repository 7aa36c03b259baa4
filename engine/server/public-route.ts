// A route that answers without a session: the application's session check lets it through and the
// OpenAPI document lists it without a security requirement.
declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route answers without a session (sign-in, public account pages, the API reference). */
    public?: boolean;
  }
}

/** Marks a route public: `app.get(path, PUBLIC_ROUTE, handler)`. */
export const PUBLIC_ROUTE = { config: { public: true } } as const;
