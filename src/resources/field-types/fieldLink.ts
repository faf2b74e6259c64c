import { fillPath } from '../schema/placeholders';

/**
 * The console page a field's `link` names for a record, its `{placeholders}` filled (URL-encoded) from the record;
 * undefined without a link or when a placeholder has no value (the value then stays plain text).
 */
export function fieldLinkTarget(link: string | undefined, record: object | undefined): string | undefined {
  if (!link || !record) return undefined;
  try {
    return fillPath(link, record as Record<string, unknown>);
  } catch {
    return undefined;
  }
}
