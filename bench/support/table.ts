/** A plain-text table: the first column left-aligned (names), the others right-aligned (figures). */
export function formatTable(headers: string[], rows: string[][]): string {
  const widths = headers.map((header, column) =>
    Math.max(header.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, column) =>
        column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0),
      )
      .join('  ');
  const rule = widths.map((width) => '-'.repeat(width)).join('  ');
  return [line(headers), rule, ...rows.map(line)].join('\n');
}

export const integer = (value: number) => Math.round(value).toLocaleString('en-US');

export const kilobytes = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** `value` as a multiple of `base`, to two significant digits so a small ratio (0.0037x) keeps its size. */
export const ratio = (value: number, base: number) =>
  base > 0 ? `${Number((value / base).toPrecision(2))}x` : '-';
