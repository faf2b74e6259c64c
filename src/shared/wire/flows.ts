/** Wire types of flows and their assets (grammars, tags). */

/** A flow (call script) as listed by the core API. */
export interface FlowSummary {
  id: number;
  name: string;
  description: string;
  idFolder: number | null;
  folderName: string | null;
  language: string | null;
  version: number;
  channels: number;
  tags: string[];
  createdBy: string | null;
  created: string;
  modified: string;
}

export type GrammarKind = 'keywords' | 'regex' | 'srgs';

/** A grammar of the tenant context. */
export interface Grammar {
  id: number;
  name: string;
  description: string;
  kind: GrammarKind;
  content: string;
  idLanguage: number | null;
  languageName: string | null;
  flowCount: number;
  created: string;
  updated: string;
}

/** A tag of the tenant context. */
export interface Tag {
  id: number;
  name: string;
  colour: string;
  flowCount: number;
  created: string;
}
