import type { ApiRequest } from '../../providers/api/apiRequest';
import type { BackgroundTask } from '../../shared/wire/home';
import type {
  ComparisonKind,
  ComparisonResponse,
  ComparisonRow,
  SyncRequest,
} from '../../shared/wire/instances';

/** Calls of the instance overview beyond its resource's list and detail: comparisons and slave sync (SPEC §7). */
export interface InstanceOverviewApi {
  /** Every compared item of `kind` between this instance and the one at `appUrl`. */
  getComparison(appUrl: string, kind: ComparisonKind): Promise<{ data: ComparisonRow[] }>;
  /** Starts the sync of the selected items as a background task. */
  startInstanceSync(appUrl: string, request: SyncRequest): Promise<{ data: BackgroundTask }>;
  /** The current state of a sync task (the comparison is refreshed once it is done). */
  getSyncTask(id: number): Promise<{ data: BackgroundTask }>;
}

const instancePath = (appUrl: string) => `/administration/instances/${encodeURIComponent(appUrl)}`;

export function createInstanceOverviewApi(request: ApiRequest): InstanceOverviewApi {
  return {
    getComparison: async (appUrl, kind) => ({
      data: (
        await request.json<ComparisonResponse>('GET', `${instancePath(appUrl)}/comparisons/${kind}`, {
          silent: true,
        })
      ).items,
    }),
    startInstanceSync: async (appUrl, body) => ({
      data: await request.json<BackgroundTask>('POST', `${instancePath(appUrl)}/sync`, { body }),
    }),
    getSyncTask: async (id) => ({
      data: await request.json<BackgroundTask>('GET', `/home/tasks/${id}`, { silent: true }),
    }),
  };
}
