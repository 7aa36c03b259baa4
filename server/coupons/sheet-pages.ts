// How many pages a coupon's sheets take, apart from the PDF writer, so a job can count its work
// without loading pdf-lib until it draws.
export const CODES_PER_PAGE = 20;

export const sheetPageCount = (codes: number): number => Math.max(1, Math.ceil(codes / CODES_PER_PAGE));
