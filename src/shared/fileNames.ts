/**
 * Uploaded file names as the platform stores and shows them: Unicode NFC (one spelling of `é`), trimmed, a plain
 * name (no folders, no control characters) and without bidirectional controls, which can make `exe.pdf` read as
 * `fdp.exe` or hide an extension (`invoice\u202Efdp.exe`).
 */
export const MAX_FILE_NAME = 255;

// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
const CONTROL = /[\u0000-\u001F\u007F-\u009F]/;
const BIDI_CONTROLS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/;

export type FileNameProblem = 'required' | 'tooLong' | 'notPlain' | 'bidi';

/** The normalised name, or why the name is refused. */
export function normalFileName(raw: unknown): { name: string } | { problem: FileNameProblem } {
  if (typeof raw !== 'string' || raw.trim() === '') return { problem: 'required' };
  const name = raw.normalize('NFC').trim();
  if (BIDI_CONTROLS.test(name)) return { problem: 'bidi' };
  if (name.length > MAX_FILE_NAME) return { problem: 'tooLong' };
  if (CONTROL.test(name) || /[/\\]/.test(name) || name === '.' || name === '..')
    return { problem: 'notPlain' };
  return { name };
}
