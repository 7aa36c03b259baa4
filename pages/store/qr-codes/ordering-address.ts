// Where a table's QR code leads: the self-ordering address of that table, on this site. The code in it
// is the table's unguessable token (schemas/store/table-area.json, `tables.code`), so the address
// names one table of one shop and cannot be guessed from another's.
export const ORDERING_PATH = '/qr/';

export function orderingAddress(origin: string, code: string): string {
  return `${origin}${ORDERING_PATH}${encodeURIComponent(code)}`;
}
