/**
 * Splits CSV text into rows of cells by RFC 4180 quoting (`""` inside quotes), CR LF or LF line ends, with the given
 * separator; `null` when a quoted cell is never closed. Callers decide the separator, the BOM and which rows count.
 */
export function csvRows(source: string, separator: string): string[][] | null {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < source.length; i++) {
    const char = source[i]!;
    if (quoted) {
      if (char === '"' && source[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"' && cell === '') quoted = true;
    else if (char === separator) {
      row.push(cell);
      cell = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && source[i + 1] === '\n') i++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += char;
  }
  if (quoted) return null;
  if (cell !== '' || row.length > 0) rows.push([...row, cell]);
  return rows;
}
