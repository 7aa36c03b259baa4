// The shell's parts the sign-in page loads apart from it, only when shown (docs/architecture.md,
// issue 10): the message bar and the notices. The engine owns these chunks: the application asks
// for them through these loaders and holds no import() of the engine.
export const loadAlertBar = () => import('./alert-bar');
export const loadNotices = () => import('./notices');
