// What a live subscriber is told of a change: the topic (a resource's or a typed table's) and the
// tenant it happened in, never the record itself. A screen answers by reading again through its
// ordinary scoped call, so an event can carry nothing its subscriber could not already read.

/** The LISTEN/NOTIFY channel the tables' live triggers notify (migrations/0023). */
export const LIVE_CHANNEL = 'live_change';

export interface LiveChange {
  topic: string;
  companyId: number | null;
  shopId: number | null;
}

const tenantId = (value: unknown): number | null | undefined =>
  value === null ? null : Number.isSafeInteger(value) ? (value as number) : undefined;

/** A notification's payload as a change, or undefined when it is not one (never trusted blindly). */
export function parseLiveChange(payload: string): LiveChange | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(payload);
  } catch {
    return undefined;
  }
  if (typeof parsed !== 'object' || parsed === null) return undefined;
  const { topic, companyId, shopId } = parsed as Record<string, unknown>;
  const company = tenantId(companyId);
  const shop = tenantId(shopId);
  if (typeof topic !== 'string' || company === undefined || shop === undefined) return undefined;
  return { topic, companyId: company, shopId: shop };
}
