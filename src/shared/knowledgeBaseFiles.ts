/**
 * What a knowledge base accepts as a file, checked alike by the console (before sending) and the dev platform: the
 * type by extension (with the type the browser or client names, when it names one) and the size of the bytes.
 * A `Map`: an extension such as `.constructor` is unknown, not a function found on the prototype.
 */
export const KNOWLEDGE_BASE_FILE_TYPES: ReadonlyMap<string, readonly string[]> = new Map([
  ['pdf', ['application/pdf']],
  ['docx', ['application/vnd.openxmlformats-officedocument.wordprocessingml.document']],
  ['txt', ['text/plain']],
  ['csv', ['text/csv', 'application/vnd.ms-excel']],
  ['md', ['text/markdown', 'text/x-markdown', 'text/plain']],
  ['html', ['text/html']],
]);

/** Largest file a knowledge base takes, in megabytes (MiB). */
export const KNOWLEDGE_BASE_MAX_MB = 5;
export const KNOWLEDGE_BASE_MAX_BYTES = KNOWLEDGE_BASE_MAX_MB * 1024 * 1024;

/** The messages, SPEC §5 style; the console's catalogue has the same texts under `resources.knowledgeBases.upload`. */
export const KNOWLEDGE_BASE_FILE_MESSAGES = {
  tooLarge: `File must be at most ${KNOWLEDGE_BASE_MAX_MB} MB`,
  wrongType: 'File type must be one of PDF, DOCX, TXT, CSV, MD, HTML',
  empty: 'File is empty',
  notItsType: 'File content does not match its type',
} as const;

export type KnowledgeBaseFileProblem = keyof typeof KNOWLEDGE_BASE_FILE_MESSAGES;

/** Why a file cannot be uploaded, or undefined when it can. An empty `mimeType` means the sender named none. */
export function knowledgeBaseFileProblem(
  fileName: string,
  mimeType: string,
  size: number,
): KnowledgeBaseFileProblem | undefined {
  const extension = /\.([A-Za-z0-9]+)$/.exec(fileName)?.[1]?.toLowerCase() ?? '';
  const types = KNOWLEDGE_BASE_FILE_TYPES.get(extension);
  const type = mimeType.split(';')[0]!.trim().toLowerCase();
  if (!types || (type !== '' && type !== 'application/octet-stream' && !types.includes(type)))
    return 'wrongType';
  if (size > KNOWLEDGE_BASE_MAX_BYTES) return 'tooLarge';
  if (size === 0) return 'empty';
  return undefined;
}

/** The type stored for a file: the one the sender named when it fits the extension, else the extension's own. */
export function knowledgeBaseFileType(fileName: string, mimeType: string): string {
  const extension = /\.([A-Za-z0-9]+)$/.exec(fileName)?.[1]?.toLowerCase() ?? '';
  const types = KNOWLEDGE_BASE_FILE_TYPES.get(extension) ?? ['application/octet-stream'];
  const type = mimeType.split(';')[0]!.trim().toLowerCase();
  return types.includes(type) ? type : types[0]!;
}
