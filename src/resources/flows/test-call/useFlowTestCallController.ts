import { useCallback, useEffect, useRef, useState } from 'react';
import { useDataProvider } from 'react-admin';
import { useLiveServices } from '../../../app/live/LiveServicesContext';
import type { ConsoleDataProvider } from '../../../providers/dataProvider';
import type { FlowTestCall, FlowTestCallChange } from '../../../shared/wire/flowTestCall';
import type { FlowTestCallInput, FlowTestCallStart } from './flowTestCallApi';
import { usePromptAudio } from './usePromptAudio';

const STATE_RANK = { running: 0, listening: 1, ended: 2 } as const;
/** How far a call has got: answers and hub pushes may arrive in any order, the furthest one wins. */
const progress = (call: FlowTestCall) => call.events.length * 3 + STATE_RANK[call.state];

const isChange = (payload: unknown): payload is FlowTestCallChange =>
  typeof (payload as Partial<FlowTestCallChange> | null)?.call?.guid === 'string';

export interface FlowTestCallControllerProps extends Omit<FlowTestCallStart, 'variables'> {
  /** Told of the node the call is at (null when no call runs), e.g. to highlight it on the designer's canvas. */
  onActiveNodeChange?: (nodeId: string | null) => void;
}

/**
 * An interactive test call of a flow: start it, answer the robot by text or keys, end it. The call moves on through
 * the API's answers and the hub's `TestCallChanged` pushes (only its tester receives them); a call still running
 * when the panel closes is ended, so it never waits for a tester who left.
 */
export function useFlowTestCallController(props: FlowTestCallControllerProps) {
  const { idCallScript, version, content, onActiveNodeChange } = props;
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const live = useLiveServices();
  const [call, setCall] = useState<FlowTestCall | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const pushed = useRef(new Map<string, FlowTestCall>());
  const current = useRef<FlowTestCall | null>(null);
  const audio = usePromptAudio(call?.guid);

  const merge = useCallback((next: FlowTestCall) => {
    const known = current.current;
    if (known && known.guid !== next.guid) return;
    if (!known || progress(next) >= progress(known)) {
      current.current = next;
      setCall(next);
    }
  }, []);

  useEffect(() => {
    const connection = live?.connection;
    if (!connection) return;
    return connection.on('TestCallChanged', (payload) => {
      if (!isChange(payload)) return;
      // A push may come before the start's answer names the call: kept until then.
      if (!current.current) pushed.current.set(payload.call.guid, payload.call);
      else merge(payload.call);
    });
  }, [live, merge]);

  const activeNode = call?.activeNode ?? null;
  useEffect(() => {
    onActiveNodeChange?.(activeNode);
  }, [activeNode, onActiveNodeChange]);

  const run = useCallback(
    async (work: () => Promise<{ data: FlowTestCall }>) => {
      setBusy(true);
      setError(null);
      try {
        const { data } = await work();
        merge(data);
        const early = pushed.current.get(data.guid);
        if (early) merge(early);
        pushed.current.clear();
      } catch (failure) {
        setError(failure instanceof Error ? failure.message : String(failure));
      } finally {
        setBusy(false);
      }
    },
    [merge],
  );

  const start = useCallback(() => {
    current.current = null;
    setCall(null);
    return run(() => dataProvider.startFlowTestCall({ idCallScript, version, content }));
  }, [dataProvider, idCallScript, version, content, run]);
  const send = useCallback(
    (input: FlowTestCallInput) =>
      call ? run(() => dataProvider.sendFlowTestCallInput(call.guid, input)) : undefined,
    [call, dataProvider, run],
  );
  const end = useCallback(
    () => (call ? run(() => dataProvider.endFlowTestCall(call.guid)) : undefined),
    [call, dataProvider, run],
  );

  // Leaving the panel hangs up a call still in progress (only then: the provider may change while it runs).
  const provider = useRef(dataProvider);
  useEffect(() => {
    provider.current = dataProvider;
  }, [dataProvider]);
  useEffect(
    () => () => {
      const last = current.current;
      if (last && last.state !== 'ended')
        void provider.current.endFlowTestCall(last.guid).catch(() => undefined);
    },
    [],
  );

  return { call, busy, error, start, send, end, audio };
}

export type FlowTestCallController = ReturnType<typeof useFlowTestCallController>;
