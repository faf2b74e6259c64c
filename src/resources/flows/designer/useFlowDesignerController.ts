import { useCallback, useEffect, useMemo, useReducer, useState } from 'react';
import { useCanAccess, useDataProvider, useGetOne, useNotify, useRefresh, type RaRecord } from 'react-admin';
import type { Flow, FlowProblem, NodeKind } from '../../../shared/flow/flowModel';
import { parseFlow } from '../../../shared/flow/parseFlow';
import { readFlow } from '../../../shared/flow/upgradeFlow';
import { validateFlow } from '../../../shared/flow/validateFlow';
import type { FlowVersionDetail, SavedFlowVersion } from '../../../shared/wire/flowVersions';
import type { ResourceConfig } from '../../types';
import { COMPONENT_VERSIONS, FLOW_VERSIONS } from '../history/versionResources';
import { designerReducer, initialDesignerState, isDirty, saveBody } from './designerState';
import * as edits from './flowEdits';
import { layoutFlow, placed } from './flowLayout';

const EMPTY: Flow = {
  schemaVersion: 3,
  name: '',
  nodes: [],
  edges: [],
  settings: { silenceTimeoutMs: 5000, bargeIn: true },
};

/** The server's field errors of a refused save (`nodes.<id>`, `content`, `comment`…), if it gave any. */
const errorsOf = (error: unknown): Record<string, string> =>
  (error as { body?: { errors?: Record<string, string> } } | null)?.body?.errors ?? {};

/**
 * The designer of a flow or component: its newest version read through the flow model (laid out when stored
 * without positions), the edits with undo/redo and the clipboard, the problems the parser and validator find,
 * and the save as the next version with a comment. Read-only without the script's edit permission.
 */
export function useFlowDesignerController(config: ResourceConfig, record: RaRecord) {
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider();
  const names = config.name === 'components' ? COMPONENT_VERSIONS.names : FLOW_VERSIONS.names;
  const idCallScript = String(record.id);
  const { canAccess } = useCanAccess({ resource: config.route, action: 'edit' });
  const loaded = useGetOne<FlowVersionDetail>(
    names.versions,
    { id: Number(record.version ?? 0), meta: { params: { idCallScript } } },
    { enabled: Number(record.version) > 0, retry: false },
  );
  const read = useMemo(() => (loaded.data ? readFlow(loaded.data.content) : undefined), [loaded.data]);
  const [state, dispatch] = useReducer(designerReducer, EMPTY, initialDesignerState);
  useEffect(() => {
    if (read?.flow) dispatch({ type: 'load', flow: placed(read.flow) });
  }, [read]);
  const [saving, setSaving] = useState(false);
  const [saveErrors, setSaveErrors] = useState<Record<string, string>>({});

  const problems: FlowProblem[] = useMemo(() => {
    const parsed = parseFlow(state.flow);
    return parsed.flow ? validateFlow(parsed.flow) : parsed.problems;
  }, [state.flow]);
  const readOnly = canAccess !== true;
  const edit = useCallback(
    (change: (flow: Flow) => Flow, select?: string[]) => dispatch({ type: 'edit', edit: change, select }),
    [],
  );

  const save = async (comment: string): Promise<boolean> => {
    setSaving(true);
    setSaveErrors({});
    try {
      const { data } = await dataProvider.create(names.versions, {
        data: saveBody(state.flow, String(record.name ?? state.flow.name), comment),
        meta: { params: { idCallScript } },
      });
      const saved = data as unknown as SavedFlowVersion;
      dispatch({ type: 'saved' });
      notify('designer.saved', { type: 'success', messageArgs: { version: saved.version } });
      refresh();
      return true;
    } catch (error) {
      setSaveErrors(errorsOf(error));
      return false;
    } finally {
      setSaving(false);
    }
  };

  return {
    flow: state.flow,
    selected: state.selected,
    loading: loaded.isPending && Number(record.version) > 0,
    loadProblems: loaded.error ? [{ message: (loaded.error as Error).message }] : (read?.problems ?? []),
    problems,
    /** Shape problems the server would refuse: the save waits until they are fixed. */
    blocking: problems.length > 0 && !parseFlow(state.flow).flow,
    readOnly,
    dirty: isDirty(state),
    canUndo: state.past.length > 0,
    canRedo: state.future.length > 0,
    canPaste: (state.clipboard?.nodes.length ?? 0) > 0,
    saving,
    saveErrors,
    addNode: (kind: NodeKind, position?: edits.Point) => {
      const node = edits.newNode(state.flow, kind, position ?? edits.freeSpot(state.flow));
      edit((flow) => edits.addNode(flow, node), [node.id]);
    },
    connect: (from: string, port: string, to: string) => edit((flow) => edits.connect(flow, from, port, to)),
    disconnect: (from: string, port: string) => edit((flow) => edits.disconnect(flow, from, port)),
    updateNode: (id: string, properties: Record<string, unknown>) =>
      edit((flow) => edits.updateNode(flow, id, properties)),
    remove: (ids: string[], ports: { from: string; port: string }[] = []) =>
      edit((flow) => edits.removeElements(flow, ids, ports)),
    moveNode: (id: string, position: edits.Point) => edit((flow) => edits.moveNode(flow, id, position)),
    autoLayout: () => edit(layoutFlow),
    select: (ids: string[]) => dispatch({ type: 'select', ids }),
    undo: () => dispatch({ type: 'undo' }),
    redo: () => dispatch({ type: 'redo' }),
    copy: () => dispatch({ type: 'copy' }),
    paste: () => dispatch({ type: 'paste' }),
    save,
  };
}

export type FlowDesignerController = ReturnType<typeof useFlowDesignerController>;
