import { useEffect, useState } from 'react';
import { useLiveServices } from '../../app/live/LiveServicesContext';
import type { DiagnosticEvent, DiagnosticMessage } from '../../shared/wire/diagnostics';

/** The events a Debug view keeps: the newest ones, so a long call cannot grow the page without bound. */
export const SHOWN_EVENTS = 200;

export type StreamStatus =
  | { state: 'connecting' }
  | { state: 'open' }
  | { state: 'closed'; reason: string }
  | { state: 'unavailable' };

/**
 * A call's (`call=guid`) or a line's (`line=id`) diagnostic events over the diagnostic websocket (issue 34.5):
 * opened with the current access token and tenant context, closed with the view.
 */
export function useDiagnosticsStream(target: string) {
  const access = useLiveServices()?.diagnostics;
  const [events, setEvents] = useState<DiagnosticEvent[]>([]);
  const [dropped, setDropped] = useState(0);
  const [status, setStatus] = useState<StreamStatus>(
    access ? { state: 'connecting' } : { state: 'unavailable' },
  );
  useEffect(() => {
    if (!access) return;
    let socket: WebSocket | null = null;
    let cancelled = false;
    const keep = (more: DiagnosticEvent[]) => setEvents((shown) => [...shown, ...more].slice(-SHOWN_EVENTS));
    void access.accessToken().then((token) => {
      if (cancelled) return;
      const query = new URLSearchParams(`${target}&access_token=${encodeURIComponent(token)}`);
      const tenant = access.tenantContextId();
      if (tenant !== null) query.set('tenant', tenant);
      socket = new WebSocket(`${access.url}?${query}`);
      socket.onopen = () => setStatus({ state: 'open' });
      socket.onclose = (event) => setStatus({ state: 'closed', reason: event.reason });
      socket.onmessage = (message) => {
        const data = JSON.parse(String(message.data)) as DiagnosticMessage;
        if (data.type === 'ready') keep(data.recent);
        else if (data.type === 'event') keep([data.event]);
        else setDropped((count) => count + data.count);
      };
    });
    return () => {
      cancelled = true;
      socket?.close();
    };
  }, [access, target]);
  return { events, dropped, status };
}
