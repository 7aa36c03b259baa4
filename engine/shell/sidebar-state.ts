// Which sidebar entry the current address belongs to: the route whose path is the address or a
// prefix of it (its create, edit and detail screens light up their list's entry).
import type { MenuSection } from '../client/menu';

export interface CurrentEntry {
  section?: string;
  item?: string;
}

export function currentEntry(sections: readonly MenuSection[], pathname: string): CurrentEntry {
  let best: CurrentEntry & { length: number } = { length: -1 };
  for (const section of sections) {
    for (const item of section.items) {
      const matches = pathname === item.path || pathname.startsWith(`${item.path}/`);
      if (matches && item.path.length > best.length)
        best = { section: section.name, item: item.name, length: item.path.length };
    }
  }
  return best.length < 0 ? {} : { section: best.section, item: best.item };
}
