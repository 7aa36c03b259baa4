// A stored row and the record the API answers: the data document with the row's own columns
// beside it under the names the client uses.

export interface StoredRow {
  id: number;
  company_id: number | null;
  shop_id: number | null;
  data: Record<string, unknown>;
  version: number;
  created_at: Date;
  created_by: number | null;
  updated_at: Date;
  updated_by: number | null;
}

export type ApiRecord = Record<string, unknown> & { id: number; version: number };

export function toApiRecord(row: StoredRow): ApiRecord {
  return {
    ...row.data,
    id: row.id,
    companyId: row.company_id,
    shopId: row.shop_id,
    version: row.version,
    createdAt: row.created_at.toISOString(),
    createdBy: row.created_by,
    updatedAt: row.updated_at.toISOString(),
    updatedBy: row.updated_by,
  };
}
