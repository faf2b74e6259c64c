import { useEffect, useMemo, useReducer, useState } from 'react';
import { useGetManyReference } from 'react-admin';
import { useLiveServices } from '../../app/live/LiveServicesContext';
import type { CallRemoved, LiveCall } from '../../shared/wire/conversations';
import { LOCAL_STORAGE_KEYS } from '../../utils/storageKeys';
import { useLocalStorageSwitch } from '../../utils/useLocalStorageSwitch';
import { liveCallsReducer, type LiveCallRecord } from './liveCallsModel';

const TICK_MS = 1000;
const MAX_CALLS = 200;

/**
 * A line's calls in progress, live: loaded once through the data provider, then kept current by the hub's
 * `CallChanged`/`CallRemoved` (no reload); `now` ticks every second so durations run. Transfers are offered when the
 * "live call transfer" local-storage switch is on (SPEC §9).
 */
export function useOngoingCallsController(idLine: number) {
  const live = useLiveServices();
  const reducer = useMemo(() => liveCallsReducer(idLine), [idLine]);
  const [calls, dispatch] = useReducer(reducer, [] as readonly LiveCallRecord[]);
  const { data, isPending, error } = useGetManyReference<LiveCallRecord>('ongoingCalls', {
    target: 'idLine',
    id: idLine,
    pagination: { page: 1, perPage: MAX_CALLS },
    sort: { field: 'started', order: 'DESC' },
    meta: { apiPath: '/administration/lines/{id}/ongoing-calls' },
  });
  useEffect(() => {
    if (data) dispatch({ type: 'loaded', calls: data });
  }, [data]);

  useEffect(() => {
    const connection = live?.connection;
    if (!connection) return;
    const offChanged = connection.on('CallChanged', (payload) => {
      if (isCall(payload)) dispatch({ type: 'changed', call: payload });
    });
    const offRemoved = connection.on('CallRemoved', (payload) => {
      if (isRemoval(payload)) dispatch({ type: 'removed', event: payload });
    });
    return () => {
      offChanged();
      offRemoved();
    };
  }, [live]);

  const [transferOffered] = useLocalStorageSwitch(LOCAL_STORAGE_KEYS.liveCallTransfer);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, []);

  return {
    calls,
    isPending,
    error,
    now,
    transferOffered,
  };
}

function isCall(payload: unknown): payload is LiveCall {
  const call = payload as Partial<LiveCall> | null;
  return (
    typeof call?.guid === 'string' && typeof call.idLine === 'number' && typeof call.started === 'string'
  );
}

function isRemoval(payload: unknown): payload is CallRemoved {
  return typeof (payload as Partial<CallRemoved> | null)?.guid === 'string';
}
