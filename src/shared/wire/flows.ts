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
  idLanguage: number | null;
  languageName: string | null;
  /** SPEC §3 process kind: ROUTING 0, REGULAR 1, UNKNOWN 2, TESTING 3. */
  processKind: number;
  /** Components only: component 1, subflow 2, voice 3 (SPEC §3 small enumerations); null for flows. */
  componentKind: number | null;
  /** Component 1 or flow 2 (SPEC §3 "component/flow 1-2"). */
  scriptKind: number;
  modifiedBy: string | null;
  /** Names of the variables the script uses (relations/assets). */
  variables: string[];
}

/** One flow as its detail shows it: the list row and a suggested name for a copy. */
export interface FlowDetail extends FlowSummary {
  /** The detail call only: a free name for a copy ("Copy of {name}", numbered when taken), the duplicate's default. */
  copyName?: string;
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

/** An audio asset of the tenant context (issue 33.6), played by playAudio nodes by name. */
export interface AudioAsset {
  id: number;
  name: string;
  description: string;
  mimeType: string;
  sizeBytes: number;
  durationMs: number | null;
  /** Flows and components whose current version plays it. */
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
