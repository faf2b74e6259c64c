// What configurations declare and views read at run time, kept apart from the zod schema (`primitives.ts`).

export const HTTP_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/** An application configuration switch (SPEC §7): a screen, tab or filter shown only while it is on. */
export const FEATURE_SWITCHES = ['conversations', 'ongoingConversations', 'fullText'] as const;
export type FeatureSwitch = (typeof FEATURE_SWITCHES)[number];

/** Names of `{placeholders}` in an API path. */
export const placeholdersOf = (path: string): string[] =>
  [...path.matchAll(/\{([^{}]+)\}/g)].map((match) => match[1] ?? '');

/** Names of `:parameters` of a route, without the optional mark. */
export const routeParams = (value: string): string[] =>
  value
    .split('/')
    .filter((part) => part.startsWith(':'))
    .map((part) => part.slice(1).replace(/\?$/, ''));
