import type { Platform } from '../../dev-platform/platform';

/** Text cells of every table that hold `needle` (a coerced object, an over-long text, an unnormalised name). */
export function cellsHolding(platform: Platform, needle: string): string[] {
  const found: string[] = [];
  const tables = platform.db
    .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
    .pluck()
    .all() as string[];
  for (const table of tables) {
    const columns = platform.db
      .prepare(`SELECT name FROM pragma_table_info(?)`)
      .pluck()
      .all(table) as string[];
    for (const column of columns) {
      const hits = platform.db
        .prepare(
          `SELECT COUNT(*) FROM "${table}" WHERE typeof("${column}") = 'text' AND instr("${column}", ?) > 0`,
        )
        .pluck()
        .get(needle) as number;
      if (hits > 0) found.push(`${table}.${column}`);
    }
  }
  return found;
}
