/** Wire types of the instance overview (issue 17): instances, comparisons and slave sync. */

/** What is compared between two instances (SPEC §2: grammars, languages and components comparisons). */
export const COMPARISON_KINDS = ['grammars', 'languages', 'components'] as const;
export type ComparisonKind = (typeof COMPARISON_KINDS)[number];

/** One instance of the overview: this one or a remote one. `appUrl` identifies it (URL-encoded in routes). */
export interface Instance {
  id: string;
  appUrl: string;
  name: string;
  version: string | null;
  local: boolean;
  reachable: boolean;
  lastSync: string | null;
}

/** An item as instances exchange it: its natural key (name, or a language's code) and its compared content. */
export interface InstanceItem {
  key: string;
  name: string;
  content: Record<string, unknown>;
}

/** One compared item; `result` is the comparison result enumeration (IDENTICAL 1 … DIFFERENT 4). */
export interface ComparisonRow {
  id: string;
  key: string;
  name: string;
  result: 1 | 2 | 3 | 4;
  /** The item on this instance (the master), null when only on the remote one. */
  local: InstanceItem['content'] | null;
  remote: InstanceItem['content'] | null;
}

export interface ComparisonResponse {
  items: ComparisonRow[];
  total: number;
}

/** `toRemote` promotes this instance's items to the remote one; `fromRemote` takes the remote ones here. */
export type SyncDirection = 'toRemote' | 'fromRemote';

export interface SyncRequest {
  kind: ComparisonKind;
  direction: SyncDirection;
  keys: string[];
}
