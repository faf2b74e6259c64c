import { createLiveConnection, type HubFactory } from '../../providers/liveConnection';
import type { HomeApi } from '../../providers/api/homeApi';
import type { FirstScreen } from '../../providers/firstScreen';
import { readTenantContext } from '../../providers/tenantContext';
import { DIAGNOSTICS_PATH } from '../../shared/wire/diagnostics';
import type { RuntimeConfig } from '../../shared/wire/runtimeConfig';
import type { LiveServices } from './LiveServicesContext';
import { createTaskFeed } from './taskFeed';

/** The bell's overview read, through the data provider (SPEC §7 "user tasks overview"). */
export const taskOverviewReader = (dataProvider: Pick<HomeApi, 'getTaskOverview'>) => async () =>
  (await dataProvider.getTaskOverview()).data;

/**
 * Builds the tab's single live connection and task feed. `getUser` is read on every negotiate, so the connection
 * always presents the current (possibly renewed) access token.
 */
export function createLiveServices(options: {
  config: RuntimeConfig;
  dataProvider: Pick<HomeApi, 'getTaskOverview'>;
  getUser: (() => Promise<{ access_token: string } | null>) | undefined;
  /** The connection starts once the first screen has been shown; without it, as soon as the layout mounts. */
  firstScreen?: Pick<FirstScreen, 'whenShown'>;
  createHub?: HubFactory;
}): LiveServices {
  const { config, dataProvider, getUser, firstScreen } = options;
  const feed = createTaskFeed(taskOverviewReader(dataProvider));
  const accessToken = async () => (await getUser?.())?.access_token ?? '';
  const tenantContextId = () => {
    const tenant = readTenantContext();
    return tenant ? String(tenant.id) : null;
  };
  const connection = getUser
    ? createLiveConnection({ url: config.hubUrl, accessToken, tenantContextId, createHub: options.createHub })
    : null;
  // The diagnostic websocket sits beside the hub (SPEC §7), on the same origin.
  const diagnostics = getUser
    ? {
        url: new URL(DIAGNOSTICS_PATH, config.hubUrl).href.replace(/^http/, 'ws'),
        accessToken,
        tenantContextId,
      }
    : undefined;
  return { connection, feed, whenFirstScreenShown: firstScreen?.whenShown, diagnostics };
}
