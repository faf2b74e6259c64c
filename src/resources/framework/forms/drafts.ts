/**
 * Unsaved form drafts kept in session storage (per tab, gone with it), so a reload loses no edit. Keys are
 * `draft:{resource}:{form}`; secrets are never written (see DraftKeeper).
 */
const PREFIX = 'draft:';

export const draftKey = (resource: string, form: string) => `${PREFIX}${resource}:${form}`;

export function readDraft(
  key: string,
  storage: Storage = window.sessionStorage,
): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(storage.getItem(key) ?? 'null');
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

export function writeDraft(
  key: string,
  values: Record<string, unknown>,
  storage: Storage = window.sessionStorage,
) {
  try {
    storage.setItem(key, JSON.stringify(values));
  } catch {
    // A full or disabled storage only costs the reload safety net; the form keeps working.
  }
}

export function removeDraft(key: string, storage: Storage = window.sessionStorage) {
  storage.removeItem(key);
}
