// The client's parts that load apart from the entry (docs/architecture.md, issue 10): the sign-in
// page fetches the request layer only once its form is used. The engine owns the chunk, so the
// application holds no import() of the engine.
export const loadAuthApi = () => import('./auth-api');
