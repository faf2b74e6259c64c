import { validE164, E164_MESSAGE } from './e164';
import { isIsoDay } from './validation/wireValues';
import { NAME_MAX, TEXT_MAX, type BodySchema } from './validation/bodySchema';

/** Largest do-not-call file (its CSV text) in characters, and most numbers one file may bring. */
export const MAX_DNC_FILE_CHARS = 2_000_000;
export const MAX_DNC_FILE_ROWS = 50_000;
/** The columns of a do-not-call file, in export order; `phone` is required, `expires` (YYYY-MM-DD) optional. */
export const DNC_COLUMNS = ['phone', 'expires', 'note'] as const;
const NOTE_MAX = 200;

export const DNC_LIST_BODY: BodySchema = {
  name: { kind: 'text', max: NAME_MAX, required: true },
  description: { kind: 'text', max: TEXT_MAX },
};

export const DNC_NUMBER_BODY: BodySchema = {
  phone: { kind: 'text', max: 16, required: true },
  expires: { kind: 'day' },
  note: { kind: 'text', max: NOTE_MAX },
};

export const DNC_IMPORT_BODY: BodySchema = {
  fileName: { kind: 'text', max: TEXT_MAX, required: true },
  content: {
    kind: 'text',
    max: MAX_DNC_FILE_CHARS,
    required: true,
    tooLong: 'The file is too large (at most 2 MB)',
  },
};

/** One number of a list as a file or a form brings it. */
export interface DncEntry {
  phone: string;
  expires: string | null;
  note: string;
}

/** The problems of one entry by field (empty when it passes), and the entry as stored. */
export function dncEntryOf(row: Readonly<Record<string, unknown>>): {
  errors: Record<string, string>;
  entry: DncEntry;
} {
  const errors: Record<string, string> = {};
  const phone = validE164(row.phone);
  if (typeof row.phone !== 'string' || row.phone.trim() === '') errors.phone = 'Field is required';
  else if (!phone) errors.phone = E164_MESSAGE;
  const expires = typeof row.expires === 'string' ? row.expires.trim() : '';
  if (expires !== '' && !isIsoDay(expires)) errors.expires = 'Invalid date (YYYY-MM-DD)';
  const note = typeof row.note === 'string' ? row.note.trim() : '';
  if (note.length > NOTE_MAX) errors.note = `At most ${NOTE_MAX} characters`;
  return { errors, entry: { phone: phone ?? '', expires: expires || null, note } };
}

/** Why a whole do-not-call file is refused before its rows are read, or null. */
export function dncFileProblem(header: readonly string[], rowCount: number): string | null {
  const names = header.map((cell) => cell.trim().toLowerCase());
  if (!names.includes('phone')) return 'The file has no "phone" column';
  const unknown = names.filter((name) => !(DNC_COLUMNS as readonly string[]).includes(name));
  if (unknown.length > 0) return `Unknown columns: ${unknown.join(', ')}`;
  if (new Set(names).size !== names.length) return 'A column appears twice';
  if (rowCount === 0) return 'The file has no numbers';
  if (rowCount > MAX_DNC_FILE_ROWS) return `At most ${MAX_DNC_FILE_ROWS} numbers a file`;
  return null;
}

/** Whether a number listed until `expires` (a last day, inclusive, UTC) still blocks calls at `at`. */
export const dncActiveAt = (expires: string | null, at: Date): boolean =>
  expires === null || expires >= at.toISOString().slice(0, 10);
