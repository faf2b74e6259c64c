import { hasControlCharacters } from './ttsRules';
import { ID_FIELD, type BodySchema } from './validation/bodySchema';
import type { PackageFile } from './wire/packages';

/** The format marker of a package file; anything else is a foreign file. */
export const PACKAGE_FORMAT = 'switchboard-package';
/** The newest package version this platform writes and reads. */
export const PACKAGE_VERSION = 1;
/** Largest package file accepted, in bytes (checked by the console before uploading and by the platform). */
export const MAX_PACKAGE_BYTES = 512 * 1024;
export const MAX_PACKAGE_ITEMS = 200;
export const MAX_ITEM_NAME = 100;

/** Longest package file name accepted (what file systems allow). */
export const MAX_PACKAGE_FILE_NAME = 255;

/** `POST /administration/packages` and `…/resolve` (issue 31.5): a name and the selected items, bounded. */
export const PACKAGE_SELECTION_BODY: BodySchema = {
  name: { kind: 'text', max: MAX_ITEM_NAME, required: true },
  flows: { kind: 'list', of: ID_FIELD, max: MAX_PACKAGE_ITEMS },
  components: { kind: 'list', of: ID_FIELD, max: MAX_PACKAGE_ITEMS },
  grammars: { kind: 'list', of: ID_FIELD, max: MAX_PACKAGE_ITEMS },
  languages: { kind: 'list', of: { kind: 'text', max: 20 }, max: MAX_PACKAGE_ITEMS },
};

/** `POST /administration/packages/install` and `…/preview`: the chosen file's name and text. */
export const PACKAGE_UPLOAD_BODY: BodySchema = {
  fileName: { kind: 'text', max: MAX_PACKAGE_FILE_NAME, required: true },
  content: { kind: 'text', max: MAX_PACKAGE_BYTES, required: true },
  confirmReplace: { kind: 'boolean' },
};

const TRAVERSAL = /(^|[/\\])\.\.?([/\\]|$)/;
const LANGUAGE_CODE = /^[a-z]{2,3}(-[A-Z][a-z]{3})?(-([A-Z]{2}|\d{3}))?$/;
const GRAMMAR_KINDS = new Set(['keywords', 'regex', 'srgs']);

/** Why a name from a package cannot be used (empty, over-long, control characters, path-like), or null. */
export function itemNameProblem(name: unknown): string | null {
  if (typeof name !== 'string' || name.trim() === '') return 'a name is missing';
  if (name.length > MAX_ITEM_NAME)
    return `the name "${name.slice(0, 20)}…" is longer than ${MAX_ITEM_NAME} characters`;
  if (hasControlCharacters(name, true)) return `the name ${JSON.stringify(name)} contains control characters`;
  if (TRAVERSAL.test(name) || name.startsWith('/') || name.includes('\\'))
    return `the name ${JSON.stringify(name)} looks like a file path`;
  if (name !== name.trim()) return `the name ${JSON.stringify(name)} starts or ends with spaces`;
  return null;
}

/** Why an uploaded file cannot be a package before reading it (name, type, size), or null. */
export function packageFileProblem(file: { name: string; size: number; type?: string }): string | null {
  if (!/\.json$/i.test(file.name) || itemNameProblem(file.name) !== null)
    return 'A package is a .json file exported by the package manager';
  if (file.type && file.type !== 'application/json')
    return 'A package is a .json file exported by the package manager';
  if (file.size === 0) return 'The file is empty';
  if (file.size > MAX_PACKAGE_BYTES) return `The file is larger than ${MAX_PACKAGE_BYTES / 1024} KB`;
  return null;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function listOf(items: Record<string, unknown>, key: string, problems: string[]): unknown[] {
  const list = items[key];
  if (!Array.isArray(list)) {
    problems.push(`items.${key} must be a list`);
    return [];
  }
  if (list.length > MAX_PACKAGE_ITEMS)
    problems.push(`items.${key} has more than ${MAX_PACKAGE_ITEMS} entries`);
  return list.slice(0, MAX_PACKAGE_ITEMS);
}

function uniqueNames(kind: string, names: unknown[], problems: string[]): Set<string> {
  const seen = new Set<string>();
  for (const name of names) {
    const problem = itemNameProblem(name);
    if (problem) problems.push(`${kind}: ${problem}`);
    else if (seen.has(name as string)) problems.push(`${kind}: "${String(name)}" is listed twice`);
    else seen.add(name as string);
  }
  return seen;
}

function scriptProblems(kind: string, script: Record<string, unknown>, known: Known, problems: string[]) {
  const label = `${kind} "${String(script.name)}"`;
  if (typeof script.description !== 'string') problems.push(`${label}: description must be a text`);
  if (
    !Number.isInteger(script.channels) ||
    (script.channels as number) < 1 ||
    (script.channels as number) > 7
  )
    problems.push(`${label}: channels must be 1–7`);
  if (!isObject(script.content)) problems.push(`${label}: content must be a JSON object`);
  languageReference(label, script.language, known, problems);
  for (const [key, names] of [
    ['components', known.components],
    ['grammars', known.grammars],
  ] as const) {
    const used = script[key];
    if (!Array.isArray(used) || used.some((name) => typeof name !== 'string'))
      problems.push(`${label}: ${key} must be a list of names`);
    else
      for (const name of used as string[])
        if (!names.has(name))
          problems.push(`${label} uses ${key.slice(0, -1)} "${name}", which the package lacks`);
  }
}

interface Known {
  components: Set<string>;
  grammars: Set<string>;
  languages: Set<string>;
}

function languageReference(label: string, language: unknown, known: Known, problems: string[]) {
  if (language === null) return;
  if (typeof language !== 'string' || !known.languages.has(language))
    problems.push(`${label}: its language is not in the package`);
}

/**
 * Checks everything about a package file but its checksum (the platform checks that): the format marker and
 * version, the shape of every item, hostile or duplicate names, and that every dependency is included. Answers the
 * package when it is valid, otherwise the problems (the first one says what the file is, if it is no package).
 */
export function validatePackage(
  value: unknown,
): { package: PackageFile; problems: [] } | { problems: string[] } {
  if (!isObject(value) || value.format !== PACKAGE_FORMAT)
    return { problems: ['This file is not a Switchboard package'] };
  if (!Number.isInteger(value.version) || (value.version as number) < 1)
    return { problems: ['The package has no valid version'] };
  if ((value.version as number) > PACKAGE_VERSION)
    return {
      problems: [
        `The package has version ${String(value.version)}; this platform reads version ${PACKAGE_VERSION}`,
      ],
    };
  const problems: string[] = [];
  const nameProblem = itemNameProblem(value.name);
  if (nameProblem) problems.push(`package: ${nameProblem}`);
  if (typeof value.checksum !== 'string' || !/^[0-9a-f]{64}$/.test(value.checksum))
    problems.push('The package has no valid checksum');
  if (!isObject(value.items)) return { problems: [...problems, 'The package has no items'] };
  const items = value.items;
  const lists = {
    flows: listOf(items, 'flows', problems),
    components: listOf(items, 'components', problems),
    grammars: listOf(items, 'grammars', problems),
    languages: listOf(items, 'languages', problems),
  };
  for (const [key, list] of Object.entries(lists))
    if (list.some((item) => !isObject(item))) problems.push(`items.${key} must hold objects`);
  if (problems.length > 0) return { problems };
  const objects = lists as Record<keyof typeof lists, Record<string, unknown>[]>;
  const languageCodes = objects.languages.map((language) => language.code);
  for (const code of languageCodes)
    if (typeof code !== 'string' || !LANGUAGE_CODE.test(code))
      problems.push(`language: ${JSON.stringify(code)} is no language code`);
  const known: Known = {
    components: uniqueNames(
      'component',
      objects.components.map((item) => item.name),
      problems,
    ),
    grammars: uniqueNames(
      'grammar',
      objects.grammars.map((item) => item.name),
      problems,
    ),
    languages: new Set(languageCodes.filter((code): code is string => typeof code === 'string')),
  };
  uniqueNames(
    'flow',
    objects.flows.map((item) => item.name),
    problems,
  );
  uniqueNames(
    'language',
    objects.languages.map((item) => item.name),
    problems,
  );
  for (const flow of objects.flows) scriptProblems('flow', flow, known, problems);
  for (const component of objects.components) scriptProblems('component', component, known, problems);
  for (const grammar of objects.grammars) {
    const label = `grammar "${String(grammar.name)}"`;
    if (!GRAMMAR_KINDS.has(String(grammar.kind))) problems.push(`${label}: unknown kind`);
    if (typeof grammar.content !== 'string' || grammar.content.length > 20_000)
      problems.push(`${label}: content must be a text of at most 20000 characters`);
    if (typeof grammar.description !== 'string') problems.push(`${label}: description must be a text`);
    languageReference(label, grammar.language, known, problems);
  }
  return problems.length > 0 ? { problems } : { package: value as unknown as PackageFile, problems: [] };
}
