import { useContext, useEffect } from 'react';
import { DataProviderContext, useRefresh } from 'react-admin';
import { resourceTopic, type RealtimeDataProvider } from '../../providers/realtime';

/**
 * Coalesces bursts (bulk deletes, imports) into one refresh. A steady stream (task progress every 200 ms) still
 * refreshes every 300 ms: the first change of a burst schedules the refresh, later ones join it.
 */
const REFRESH_DELAY_MS = 300;

/**
 * Refreshes the page's data whenever the dev platform reports a change of `resource` (react-admin realtime topic
 * `resource/{resource}`); does nothing for data providers without the realtime methods. `onRefresh` learns of each
 * refresh (the page announces it).
 */
export function useLiveRefresh(resource: string | undefined, onRefresh?: () => void): void {
  const dataProvider = useContext(DataProviderContext) as Partial<RealtimeDataProvider> | null;
  const refresh = useRefresh();
  useEffect(() => {
    const { subscribe, unsubscribe } = dataProvider ?? {};
    if (!resource || !subscribe || !unsubscribe) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const callback = () => {
      timer ??= setTimeout(() => {
        timer = undefined;
        refresh();
        onRefresh?.();
      }, REFRESH_DELAY_MS);
    };
    const topic = resourceTopic(resource);
    void subscribe.call(dataProvider, topic, callback);
    return () => {
      clearTimeout(timer);
      void unsubscribe.call(dataProvider, topic, callback);
    };
  }, [dataProvider, resource, refresh, onRefresh]);
}
