import type { TtsInputKind } from './wire/tts';

/** Longest text (or SSML document) the generator accepts, in characters. */
export const TTS_MAX_TEXT = 5000;
/** Texts longer than this are synthesised as a background task instead of within the request. */
export const TTS_TASK_THRESHOLD = 400;

/**
 * The SSML the generator passes to the synthesiser: a `<speak>` document of a small set of elements, no processing
 * instructions, doctypes or entities (so nothing external is ever read).
 */
const SSML_ELEMENTS = new Set([
  'speak',
  'p',
  's',
  'break',
  'emphasis',
  'prosody',
  'say-as',
  'sub',
  'voice',
  'audio',
]);

/** The problem of a generator input, or null: the same rule in the form and on the platform. */
export function ttsTextProblem(text: string, kind: TtsInputKind): string | null {
  if (text.trim() === '') return 'Enter a text to speak';
  if (text.length > TTS_MAX_TEXT) return `At most ${TTS_MAX_TEXT} characters`;
  if (hasControlCharacters(text, false)) return 'The text contains control characters';
  if (kind === 'ssml') return ssmlProblem(text.trim());
  return null;
}

function ssmlProblem(ssml: string): string | null {
  if (!/^<speak[\s>]/.test(ssml) || !/<\/speak>$/.test(ssml))
    return 'SSML must be one <speak> … </speak> document';
  if (/<[!?]/.test(ssml)) return 'SSML must not contain declarations, comments or processing instructions';
  if (/&(?!(amp|lt|gt|quot|apos);)/.test(ssml)) return 'SSML may use only the predefined entities';
  const stack: string[] = [];
  for (const match of ssml.matchAll(
    /<(\/?)([a-zA-Z][\w-]*)((?:\s+[\w:-]+\s*=\s*("[^"<]*"|'[^'<]*'))*)\s*(\/?)>/g,
  )) {
    const [, closing, name, , , selfClosing] = match;
    if (!SSML_ELEMENTS.has(name)) return `SSML element <${name}> is not supported`;
    if (selfClosing) continue;
    if (closing) {
      if (stack.pop() !== name) return `SSML element </${name}> closes nothing`;
    } else stack.push(name);
  }
  // Every `<` must have been part of a recognised tag.
  const tags =
    ssml.match(/<(\/?)([a-zA-Z][\w-]*)((?:\s+[\w:-]+\s*=\s*("[^"<]*"|'[^'<]*'))*)\s*(\/?)>/g) ?? [];
  if ((ssml.match(/</g) ?? []).length !== tags.length) return 'SSML is not well-formed';
  if (stack.length > 0) return `SSML element <${stack[stack.length - 1]}> is not closed`;
  return null;
}

/**
 * Whether a text holds control characters (C0, DEL, C1; with `strict` also tabs and line breaks, and the
 * bidirectional overrides that make a name read differently from what it is).
 */
export function hasControlCharacters(text: string, strict: boolean): boolean {
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if (!strict && (code === 9 || code === 10 || code === 13)) continue;
    if (code < 32 || (code >= 0x7f && code <= 0x9f)) return true;
    if (strict && ((code >= 0x202a && code <= 0x202e) || (code >= 0x2066 && code <= 0x2069))) return true;
  }
  return false;
}
