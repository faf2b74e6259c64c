/**
 * What an upload's bytes must look like for the type it claims (theme images, knowledge-base files, audio assets), checked by the
 * platform whatever the name or declared type say. A small table rather than the `file-type` package: that one needs
 * Node 22 (the platform supports 20.19), and it cannot vouch for text files, which have no signature.
 * A `Map`, so a type named `constructor` or `__proto__` is simply unknown.
 */
type BytesCheck = (bytes: Uint8Array) => boolean;

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));
const startsWith =
  (...prefix: number[]): BytesCheck =>
  (bytes) =>
    bytes.length >= prefix.length && prefix.every((byte, index) => bytes[index] === byte);
const at = (bytes: Uint8Array, offset: number, expected: number[]) =>
  expected.every((byte, index) => bytes[offset + index] === byte);

/** Text: valid UTF-8 without NUL or other control characters than tab, line and page breaks. */
function isText(bytes: Uint8Array): boolean {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return false;
  }
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is looked for
  return !/[\u0000-\u0008\u000B\u000E-\u001F\u007F]/.test(text);
}

/** A ZIP archive whose entry names include `word/` (a Word document; entry names are stored uncompressed). */
function isWordDocument(bytes: Uint8Array): boolean {
  if (!startsWith(0x50, 0x4b, 0x03, 0x04)(bytes)) return false;
  const marker = ascii('word/');
  for (let i = 0; i + marker.length <= bytes.length; i += 1) if (at(bytes, i, marker)) return true;
  return false;
}

/** MP3: an ID3 tag, or straight into an MPEG audio frame (11 bits of frame sync). */
const isMp3: BytesCheck = (bytes) =>
  at(bytes, 0, ascii('ID3')) || (bytes.length >= 2 && bytes[0] === 0xff && (bytes[1]! & 0xe0) === 0xe0);

const SIGNATURES = new Map<string, BytesCheck>([
  ['image/png', startsWith(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)],
  ['image/jpeg', startsWith(0xff, 0xd8, 0xff)],
  ['image/gif', (bytes) => at(bytes, 0, ascii('GIF87a')) || at(bytes, 0, ascii('GIF89a'))],
  ['image/x-icon', startsWith(0x00, 0x00, 0x01, 0x00)],
  // RIFF is a container (WAVE, AVI too): WebP says so at offset 8.
  ['image/webp', (bytes) => at(bytes, 0, ascii('RIFF')) && at(bytes, 8, ascii('WEBP'))],
  ['audio/wav', (bytes) => at(bytes, 0, ascii('RIFF')) && at(bytes, 8, ascii('WAVE'))],
  ['audio/mpeg', isMp3],
  ['audio/ogg', startsWith(...ascii('OggS'))],
  ['application/pdf', startsWith(...ascii('%PDF-'))],
  ['application/vnd.openxmlformats-officedocument.wordprocessingml.document', isWordDocument],
  ['text/plain', isText],
  ['text/csv', isText],
  ['application/vnd.ms-excel', isText],
  ['text/markdown', isText],
  ['text/x-markdown', isText],
  ['text/html', isText],
]);

/** Whether the platform knows how to check `type`. */
export const isCheckedType = (type: string) => SIGNATURES.has(type);

/** Whether `bytes` are a file of `type` by their content; false for types this table does not know. */
export function bytesMatchType(type: string, bytes: Uint8Array): boolean {
  const check = SIGNATURES.get(type);
  return check !== undefined && bytes.length > 0 && check(bytes);
}
