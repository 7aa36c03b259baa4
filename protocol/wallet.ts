// The member's wallet passes (issue 24 item 7, docs/api.md "Wallet passes"): which platforms his
// company offers, his Apple Wallet pass as a `.pkpass` file, and his Google Wallet save link.

/** The answer of `GET /member-page/wallet`: the buttons his page shows. */
export interface WalletOffer {
  apple: boolean;
  google: boolean;
}

/** The answer of `GET /member-page/wallet/google`: the link that saves his card in Google Wallet. */
export interface GoogleSaveLink {
  url: string;
}

/** The media type of an Apple Wallet pass. */
export const PKPASS_MEDIA_TYPE = 'application/vnd.apple.pkpass';

/** Where Google Wallet saves a pass from its signed JWT. */
export const GOOGLE_SAVE_URL = 'https://pay.google.com/gp/v/save/';
