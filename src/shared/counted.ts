/**
 * A count with its noun in the singular or the plural ("1 row", "3 rows"), for the platform's texts (task
 * descriptions, summaries), which are made without the console's i18n provider. The console's own texts pluralise
 * through the provider (polyglot `smart_count`).
 */
export function counted(count: number, singular: string, plural = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : plural}`;
}
