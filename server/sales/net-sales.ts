// Net sales (business §3 "Sales record"): what an order sold, before sales tax and tips, less what
// was refunded of it. A point of sale sends a refund as one amount, and a refund gives back tax and
// tips in the same proportion as the sale, so only the sales' share of it is taken off: a full
// refund leaves nothing, never a negative sale. Exact in BigInt (amounts reach 10^12 cents, their
// products past 2^53), rounded to the cent half away from zero.

/** The refund's share that was sales: refunded × sales / total. */
function refundedSales(sales: bigint, total: bigint, refunded: bigint): bigint {
  if (total === 0n || refunded === 0n) return 0n;
  const product = refunded * sales;
  const magnitude = product < 0n ? -product : product;
  const rounded = (2n * magnitude + total) / (2n * total);
  return product < 0n ? -rounded : rounded;
}

export function netSales(order: { total: number; salesTax: number; tips: number }, refunded: number): number {
  const sales = BigInt(order.total - order.salesTax - order.tips);
  return Number(sales - refundedSales(sales, BigInt(order.total), BigInt(refunded)));
}
