import type { BackgroundTask } from './home';
import type { FlowDiff } from '../flowDiff';
import type { Flow, FlowProblem } from '../flow/flowModel';

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

/** The body saving designed content as a script's next version (`POST …/{id}/versions`). */
export interface SaveFlowVersionBody {
  content: Flow;
  comment: string;
}

/** A saved version, with the graph rules the content still breaks (a save keeps a half-built flow). */
export interface SavedFlowVersion extends FlowVersion {
  problems: FlowProblem[];
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

/**
 * Reverting to a version with more nodes than this runs as a background task (answered 202 with the task, which
 * links to the new version when done); smaller versions are reverted at once (201 with the new version).
 */
export const REVERT_TASK_MIN_NODES = 12;

/** The answer of a revert: the new version it created, or the background task creating it (a large version). */
export type RevertResult = { version: FlowVersion } | { task: BackgroundTask };

/** Where a finished revert task leads: the script's history comparing the version reverted to with the new one. */
export const revertedHistoryPath = (
  collection: 'flows' | 'components',
  id: number,
  from: number,
  to: number,
): string =>
  `${collection === 'flows' ? '/flows' : '/administration/components'}/detail/${id}/history?compare=${from}-${to}`;
