// What the delivery platforms' calls answer (issue 27), shared by the server and the browser.

/** POST /delivery/{platform}/settings/test: a shop's saved settings tried against its platform. */
export interface ConnectionTestBody {
  shopId: number;
}

/**
 * Why a test failed: the adapter's failure kinds (server/delivery/platforms/platform-adapter.ts), or
 * `notConfigured` when the settings still lack a field the platform needs.
 */
export type ConnectionProblemKind =
  'credentials' | 'rateLimited' | 'rejected' | 'unreachable' | 'unconfirmed' | 'notConfigured';

export interface ConnectionTest {
  connected: boolean;
  /** The platform's store the credentials reached. */
  store?: string;
  /** What is wrong, in the caller's language and in English, and the platform's own words. */
  problem?: { kind: ConnectionProblemKind; message: string; messageEn: string; detail?: string };
}
