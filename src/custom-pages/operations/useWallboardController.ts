import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useDataProvider } from 'react-admin';
import { useLiveServices } from '../../app/live/LiveServicesContext';
import type { ConsoleDataProvider } from '../../providers/dataProvider';
import { INITIAL_VIEW, visibleRows, type WallboardView } from './wallboardView';

const QUERY_KEY = ['operationsWallboard'];
const TICK_MS = 1000;

/**
 * The wallboard's figures, computed by the platform and read again whenever the hub says a call started, changed
 * or ended (no polling); the view's filter and sort; `now` ticks so waiting times keep counting on screen.
 */
export function useWallboardController() {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const queryClient = useQueryClient();
  const live = useLiveServices();
  const wallboard = useQuery({ queryKey: QUERY_KEY, queryFn: () => dataProvider.getWallboard() });
  const [view, setView] = useState<WallboardView>(INITIAL_VIEW);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    const connection = live?.connection;
    if (!connection) return;
    // A newer read replaces one in flight, so the last event's figures are the ones shown.
    const reread = () => void queryClient.invalidateQueries({ queryKey: QUERY_KEY });
    const offs = [
      connection.on('CallChanged', reread),
      connection.on('CallRemoved', reread),
      connection.onConnected(reread),
    ];
    return () => offs.forEach((off) => off());
  }, [live, queryClient]);

  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, []);

  const data = wallboard.data?.data;
  return {
    isPending: wallboard.isPending,
    error: wallboard.error,
    rows: data ? visibleRows(data.rows, view) : [],
    total: data?.total ?? null,
    computed: data?.computed ?? null,
    now,
    view,
    setView,
  };
}
