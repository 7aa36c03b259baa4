// A member's stamp card as the till shows it with him (docs/api.md "Stamp cards", issue 24 item 4).

export interface PosStampCard {
  /** The number of the card he is filling: his filled cards and one. */
  card: number;
  /** Its stamps; below zero while stamps taken back after a filled card are being paid. */
  stamps: number;
  /** The stamps that fill it under the company's stamp setting now. */
  stampsPerCard: number;
}
