// Where the wallet platforms are reached: Apple's push service, Google's token exchange and its
// Wallet API. The defaults are the real ones; a test points them at its local fakes.
export interface WalletEndpoints {
  /** APNs over HTTP/2, authenticated by the pass's own certificate. */
  apns: string;
  /** Google's OAuth 2.0 token endpoint, where a service account's signed assertion buys a token. */
  googleToken: string;
  /** Google Wallet API's base (`…/walletobjects/v1`). */
  googleWallet: string;
}

export const WALLET_ENDPOINTS: WalletEndpoints = {
  apns: 'https://api.push.apple.com',
  googleToken: 'https://oauth2.googleapis.com/token',
  googleWallet: 'https://walletobjects.googleapis.com/walletobjects/v1',
};
