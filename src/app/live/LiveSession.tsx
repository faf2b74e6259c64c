import { Box } from '@mui/material';
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { useNotify, useRefresh, useTranslate } from 'react-admin';
import { matchPath, useLocation } from 'react-router-dom';
import { readTenantContext, subscribeTenantContext } from '../../providers/tenantContext';
import { useResourceSummaries } from '../../resources/framework/ResourceRegistryContext';
import { NOTIFICATION_TYPES, type HubNotify } from '../../shared/liveEvents';
import type { BackgroundTask } from '../../shared/wire/home';
import { visuallyHidden } from '../../utils/visuallyHidden';
import { NOTIFICATION_DURATION_MS } from '../ConsoleNotification';
import { ConfigurationNotices } from './ConfigurationNotices';
import { HubNotificationMessage } from './HubNotificationMessage';
import { useLiveServices } from './LiveServicesContext';
import { useLiveRefresh } from './useLiveRefresh';

const tenantId = () => readTenantContext()?.id ?? null;

/**
 * Runs the tab's live connection while a user is signed in (the layout unmounts it on sign-out, which stops it) and
 * restarts it on a tenant switch, because the tenant context is fixed when the connection is negotiated. Feeds the
 * bell, shows pushed notifications and refreshes the open resource page on record changes.
 */
export function LiveSession() {
  const live = useLiveServices();
  const notify = useNotify();
  const refresh = useRefresh();
  const tenant = useSyncExternalStore(subscribeTenantContext, tenantId);
  const connection = live?.connection;
  const feed = live?.feed;
  const whenFirstScreenShown = live?.whenFirstScreenShown;

  useEffect(() => {
    if (!connection || !feed) return;
    // A connection that waited for the first screen comes up after the page's own first read: like a reconnect, it
    // reads the page again, for what changed in between.
    let readPageOnConnect = !!whenFirstScreenShown;
    const offs = [
      connection.on('CreateTask', (task) => feed.apply({ type: 'CreateTask', task: task as BackgroundTask })),
      connection.on('UpdateTask', (task) => feed.apply({ type: 'UpdateTask', task: task as BackgroundTask })),
      connection.on('DeleteTask', (task) => feed.apply({ type: 'DeleteTask', task: task as BackgroundTask })),
      // Whatever changed while disconnected is read again on every (re)connect: the tasks, and the data of the open
      // page unless this is a first connect started with the layout, before the page's own first read.
      connection.onConnected(() => {
        void feed.refresh();
        if (readPageOnConnect) refresh();
        readPageOnConnect = true;
      }),
      // The hub ends connections whose session or account ended (issue 9): say why instead of going quiet.
      connection.onServerClose((reason) =>
        notify(reason, { type: 'warning', autoHideDuration: NOTIFICATION_DURATION_MS }),
      ),
      // SPEC §8 hub errors (server timeout, handshake error, invalid url), said once until connected again.
      connection.onHubError((kind) =>
        notify(`app.errors.${kind}`, { type: 'warning', autoHideDuration: NOTIFICATION_DURATION_MS }),
      ),
      connection.on('Notify', (raw) => {
        const message = raw as HubNotify;
        if (typeof message?.text !== 'string') return;
        notify(<HubNotificationMessage text={message.text} action={message.action} />, {
          type: NOTIFICATION_TYPES.includes(message.type) ? message.type : 'info',
          autoHideDuration: NOTIFICATION_DURATION_MS,
        });
      }),
    ];
    return () => offs.forEach((off) => off());
  }, [connection, feed, notify, refresh, whenFirstScreenShown]);

  useEffect(() => {
    if (!connection) return;
    let active = true;
    // A previous run (StrictMode, tenant switch) may still be stopping: start only once it is disconnected.
    const start = () =>
      void connection.stop().then(() => {
        if (active) connection.start().catch((error: unknown) => console.warn(error));
      });
    // Once the first screen is shown, the SignalR client is downloaded and the connection negotiated.
    const cancel = whenFirstScreenShown ? whenFirstScreenShown(start) : start();
    return () => {
      active = false;
      cancel?.();
      void connection.stop();
    };
  }, [connection, tenant, whenFirstScreenShown]);

  return (
    <>
      <LiveRouteRefresher />
      <ConfigurationNotices />
    </>
  );
}

/** Refreshes the list or detail page of the resource the address belongs to when one of its records changes. */
function LiveRouteRefresher() {
  const { pathname } = useLocation();
  const registry = useResourceSummaries();
  // Routes may carry parameters (`flows/:idFolder?`, `administration/billing/:app/:idTenant`): match them as patterns,
  // only those whose fixed start fits (matchPath compiles its pattern on every call; there are ~90 routes).
  const resource = useMemo(() => {
    const address = pathname.toLowerCase(); // matchPath ignores case
    return registry
      .filter(({ route }) => address.startsWith(`/${route.split(':')[0]}`.replace(/\/$/, '').toLowerCase()))
      .filter(({ route }) => matchPath({ path: `/${route}/*` }, pathname) !== null)
      .sort((a, b) => b.route.length - a.route.length)[0];
  }, [registry, pathname]);
  const translate = useTranslate();
  const [announcement, setAnnouncement] = useState('');
  const announcedAt = useRef(0);
  const label = resource ? translate(resource.label, { smart_count: 2, _: resource.name }) : '';
  // Live changes are told politely and at most every few seconds (a running task changes many times a second);
  // the refresh never moves the focus.
  const text = translate('app.a11y.list_updated', { name: label });
  const announce = useCallback(() => {
    if (Date.now() - announcedAt.current < ANNOUNCE_EVERY_MS) return;
    announcedAt.current = Date.now();
    setAnnouncement(text);
  }, [text, setAnnouncement]);
  useLiveRefresh(resource?.route, announce);
  return (
    <Box role="status" aria-live="polite" sx={visuallyHidden}>
      {announcement}
    </Box>
  );
}

const ANNOUNCE_EVERY_MS = 10_000;
