// The areas whose QR sheets the page offers: every table area the caller reaches, through the floor
// plan's own list call, so the server applies the floor plan's read privilege and the caller's shops.
import { resourceApi } from '../../../engine/client';
import type { ResourceSchemas, StoredRecord } from '../../../engine/client';
import { MAX_PAGE_SIZE } from '../../../engine/protocol';

/** The resource the floor plan declares (schemas/store/table-area.json). */
export const TABLE_AREA = 'tableArea';

export interface AreaTables {
  id: number;
  name: string;
  shopId: number | null;
  tables: { name: string; code: string }[];
}

function areaOf(record: StoredRecord): AreaTables {
  const rows = Array.isArray(record.tables) ? (record.tables as Record<string, unknown>[]) : [];
  return {
    id: record.id,
    name: String(record.name ?? ''),
    shopId: record.shopId ?? null,
    // A row the server has not given a code yet has nothing to print.
    tables: rows.flatMap((row) =>
      typeof row.code === 'string' && row.code !== ''
        ? [{ name: String(row.name ?? ''), code: row.code }]
        : [],
    ),
  };
}

/** Every area in the floor plan's order, with its tables' names and codes. */
export async function loadTableAreas(schemas: Pick<ResourceSchemas, 'get'>): Promise<AreaTables[]> {
  const resource = await schemas.get(TABLE_AREA);
  const { rows } = await resourceApi(resource).query({ pageNumber: 1, pageSize: MAX_PAGE_SIZE });
  return rows.map(areaOf);
}
