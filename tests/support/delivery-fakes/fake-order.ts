// An order as a test describes it to a delivery platform's fake: each fake renders it as its
// platform sends orders (deliveroo-fake.ts, foodpanda-fake.ts, keeta-fake.ts) and signs it as its
// platform signs, so the adapter under test reads the platform's own shape, never this one.
export interface FakeOrderLine {
  /** The item id the menu pushed (`dish:12`), which the platform sends back as its external id. */
  itemId: string;
  name: string;
  quantity: number;
  /** Cents. */
  unitPrice: number;
  options?: { itemId: string; name: string; quantity: number; unitPrice: number }[];
  note?: string;
}

export interface FakeOrder {
  /** The platform's order id. */
  orderId: string;
  displayId: string;
  /** The platform's store id (Deliveroo site, foodpanda vendor, Keeta merchant). */
  storeId: string;
  placedAt: string;
  fulfilment: 'delivery' | 'pickup';
  lines: FakeOrderLine[];
  /** Cents. */
  discount?: number;
  deliveryFee?: number;
  note?: string;
}

/** The order's lines added up, in cents: what every fake reports as the subtotal. */
export const fakeSubtotal = (order: FakeOrder): number =>
  order.lines.reduce(
    (sum, line) =>
      sum +
      line.quantity *
        (line.unitPrice +
          (line.options ?? []).reduce((more, option) => more + option.quantity * option.unitPrice, 0)),
    0,
  );
