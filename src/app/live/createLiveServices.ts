import type { HttpClient } from '../../providers/httpClient';
import { createLiveConnection, type HubFactory } from '../../providers/liveConnection';
import { readTenantContext } from '../../providers/tenantContext';
import { listQuery } from '../../shared/listQuery';
import { TENANT_CONTEXT_HEADER, type ListResponse } from '../../shared/wire/common';
import type { BackgroundTask } from '../../shared/wire/home';
import type { RuntimeConfig } from '../../shared/wire/runtimeConfig';
import { downloadWithToken } from '../../utils/downloadFile';
import type { LiveServices } from './LiveServicesContext';
import { createTaskFeed, TASK_OVERVIEW_SIZE } from './taskFeed';

/** Reads the user's task overview (SPEC §7 "user tasks overview"): the newest tasks first. */
export function taskOverviewReader(httpClient: HttpClient, config: RuntimeConfig) {
  return async (): Promise<BackgroundTask[]> => {
    const query = listQuery({
      pagination: { page: 1, perPage: TASK_OVERVIEW_SIZE },
      sort: { field: 'created', order: 'DESC' },
    });
    const { json } = await httpClient<ListResponse<BackgroundTask>>(
      `${config.coreApiUrl}/home/tasks?${query}`,
      {
        silent: true,
      },
    );
    return json?.items ?? [];
  };
}

/**
 * Builds the tab's single live connection and task feed. `getUser` is read on every negotiate, so the connection
 * always presents the current (possibly renewed) access token.
 */
export function createLiveServices(options: {
  config: RuntimeConfig;
  httpClient: HttpClient;
  getUser: (() => Promise<{ access_token: string } | null>) | undefined;
  createHub?: HubFactory;
}): LiveServices {
  const { config, httpClient, getUser } = options;
  const feed = createTaskFeed(taskOverviewReader(httpClient, config));
  const tenantContextId = () => {
    const tenant = readTenantContext();
    return tenant ? String(tenant.id) : null;
  };
  const download = getUser
    ? async (resultUrl: string) => {
        const token = (await getUser())?.access_token;
        const tenant = tenantContextId();
        return downloadWithToken(new URL(resultUrl, config.coreApiUrl).href, {
          ...(token ? { Authorization: `Bearer ${token}` } : {}),
          ...(tenant ? { [TENANT_CONTEXT_HEADER]: tenant } : {}),
        });
      }
    : null;
  const connection = getUser
    ? createLiveConnection({
        url: config.hubUrl,
        accessToken: async () => (await getUser())?.access_token ?? '',
        tenantContextId,
        createHub: options.createHub,
      })
    : null;
  return { connection, feed, download };
}
