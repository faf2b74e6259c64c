import type { FlowDiff } from '../flowDiff';

/** A version of a flow or component in its history. `id` is the version number (unique within the script). */
export interface FlowVersion {
  id: number;
  version: number;
  author: string | null;
  created: string;
  comment: string;
  tag: string | null;
  nodeCount: number;
}

/** One version with its content (the JSON flow graph). */
export interface FlowVersionDetail extends FlowVersion {
  content: unknown;
}

/** A hunk of the plain text diff: lines prefixed ' ' (context), '-' (only in `from`) or '+' (only in `to`). */
export interface TextHunk {
  oldStart: number;
  oldLines: number;
  newStart: number;
  newLines: number;
  lines: string[];
}

/**
 * The difference between two versions of one script, `from` the older side: the semantic diff of nodes, edges and
 * settings, and the plain text diff of the whole content (pretty-printed JSON) for anything else.
 */
export interface FlowVersionDiff {
  id: string;
  from: FlowVersion;
  to: FlowVersion;
  diff: FlowDiff;
  text: TextHunk[];
}

/** The answer of a revert: the new version it created. */
export interface RevertResult {
  version: FlowVersion;
}
