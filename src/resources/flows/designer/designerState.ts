import type { Flow } from '../../../shared/flow/flowModel';
import type { SaveFlowVersionBody } from '../../../shared/wire/flowVersions';
import { copyNodes, pasteNodes, type Clipboard } from './flowEdits';

/** Undo keeps this many steps; older ones are forgotten. */
const HISTORY_LIMIT = 100;

/** The designer's state: the flow being edited, its undo and redo stacks, the selection and the clipboard. */
export interface DesignerState {
  flow: Flow;
  /** The content last loaded or saved: the designer has unsaved changes while `flow` differs from it. */
  saved: Flow;
  past: Flow[];
  future: Flow[];
  selected: string[];
  clipboard?: Clipboard;
}

export type DesignerAction =
  | { type: 'load'; flow: Flow }
  | { type: 'saved' }
  /** A change of the flow: undoable. `select` replaces the selection (e.g. the node just added). */
  | { type: 'edit'; edit: (flow: Flow) => Flow; select?: string[] }
  | { type: 'undo' }
  | { type: 'redo' }
  | { type: 'select'; ids: string[] }
  | { type: 'copy' }
  | { type: 'paste' };

export const initialDesignerState = (flow: Flow): DesignerState => ({
  flow,
  saved: flow,
  past: [],
  future: [],
  selected: [],
});

/** Keeps the selection to nodes that exist. */
const existing = (flow: Flow, ids: readonly string[]) =>
  ids.filter((id) => flow.nodes.some((node) => node.id === id));

function changed(state: DesignerState, flow: Flow, selected = state.selected): DesignerState {
  // An edit that changes nothing (a port already free, a node moved back) is no step to undo.
  if (flow === state.flow || JSON.stringify(flow) === JSON.stringify(state.flow)) return state;
  return {
    ...state,
    flow,
    past: [...state.past, state.flow].slice(-HISTORY_LIMIT),
    future: [],
    selected: existing(flow, selected),
  };
}

export function designerReducer(state: DesignerState, action: DesignerAction): DesignerState {
  switch (action.type) {
    case 'load':
      return initialDesignerState(action.flow);
    case 'saved':
      return { ...state, saved: state.flow };
    case 'edit':
      return changed(state, action.edit(state.flow), action.select);
    case 'undo': {
      const previous = state.past.at(-1);
      if (!previous) return state;
      return {
        ...state,
        flow: previous,
        past: state.past.slice(0, -1),
        future: [state.flow, ...state.future],
        selected: existing(previous, state.selected),
      };
    }
    case 'redo': {
      const [next, ...future] = state.future;
      if (!next) return state;
      return {
        ...state,
        flow: next,
        past: [...state.past, state.flow],
        future,
        selected: existing(next, state.selected),
      };
    }
    case 'select':
      return { ...state, selected: existing(state.flow, action.ids) };
    case 'copy':
      return state.selected.length === 0
        ? state
        : { ...state, clipboard: copyNodes(state.flow, state.selected) };
    case 'paste': {
      if (!state.clipboard || state.clipboard.nodes.length === 0) return state;
      const pasted = pasteNodes(state.flow, state.clipboard);
      return changed(state, pasted.flow, pasted.ids);
    }
  }
}

/** Whether the flow differs from what was last loaded or saved. */
export const isDirty = (state: DesignerState) => state.flow !== state.saved;

/** The body of the save call: the flow as it stands (named after the script) and the comment, trimmed. */
export const saveBody = (flow: Flow, name: string, comment: string): SaveFlowVersionBody => ({
  content: { ...flow, name },
  comment: comment.trim(),
});
