import { listQuery, presentFilter } from '../../shared/listQuery';
import type { ListResponse } from '../../shared/wire/common';
import type {
  ApplicationConfiguration,
  BackgroundTask,
  ExportRequest,
  SignedInUser,
  UserInfoResponse,
  UserPreferences,
} from '../../shared/wire/home';
import {
  CONFIGURATION_FILES_PATH,
  type ConfigFileState,
  type ConfigFilesResponse,
} from '../../shared/wire/configuration';
import type { ApiFile, ApiRequest } from './apiRequest';
import { APPLICATION_CONFIGURATION_PATH, USER_INFO_PATH } from './homePaths';

/** The overview the bell shows: the newest tasks. */
export const TASK_OVERVIEW_SIZE = 50;

/** The console's own calls under `/home`: configuration, the signed-in user, preferences, tasks and exports. */
export interface HomeApi {
  /**
   * Public: the theme applies before sign-in (SPEC §7); with a signed-in user, the tenant context's theme. Failures
   * are the caller's (default theme).
   */
  /** `signedIn`: answered for the session (the context tenant's theme), not by the public call. */
  getApplicationConfiguration(): Promise<{ data: ApplicationConfiguration; signedIn?: boolean }>;
  getUserInfo(): Promise<{ data: SignedInUser }>;
  /** SPEC §9 session check: the user info read quietly (no notice per failed check); a 401 means signed out. */
  checkSession(): Promise<{ data: null }>;
  /** The signed-in user's console preferences kept on the server. */
  getUserPreferences(): Promise<{ data: UserPreferences }>;
  saveUserPreferences(preferences: UserPreferences): Promise<{ data: UserPreferences }>;
  /** SPEC §7 "user tasks overview": the newest tasks first; failures are shown by the bell itself. */
  getTaskOverview(): Promise<{ data: BackgroundTask[] }>;
  /** Starts an export task; the bell follows it and offers the file. */
  startExport(request: ExportRequest): Promise<{ data: BackgroundTask }>;
  /** The file a finished task names as its result, fetched with the current token. */
  downloadTaskResult(task: Pick<BackgroundTask, 'resultUrl'>): Promise<{ data: ApiFile }>;
  /** The configuration directory's files and their problems (issue 30), for users who may configure. */
  getConfigurationFiles(): Promise<{ data: ConfigFileState[] }>;
}

export function createHomeApi(request: ApiRequest): HomeApi {
  return {
    getApplicationConfiguration: async () => {
      const path = APPLICATION_CONFIGURATION_PATH;
      // Themes are per tenant (SPEC §1): signed in, the answer is the tenant context's; without a user (or with a
      // refused token) the public call answers the platform's theme.
      try {
        return {
          data: await request.json<ApplicationConfiguration>('GET', path, { silent: true }),
          signedIn: true,
        };
      } catch {
        return {
          data: await request.json<ApplicationConfiguration>('GET', path, { skipAuth: true, silent: true }),
        };
      }
    },
    getUserInfo: async () => ({
      // A 401 on user info signs out (SPEC §8): no renewal and retry here.
      data: (await request.json<UserInfoResponse>('GET', USER_INFO_PATH, { retryUnauthorized: false })).value,
    }),
    checkSession: async () => {
      await request.json<UserInfoResponse>('GET', USER_INFO_PATH, { retryUnauthorized: false, silent: true });
      return { data: null };
    },
    getUserPreferences: async () => ({
      data:
        (await request.json<UserPreferences | null>('GET', '/home/user-preferences', { silent: true })) ?? {},
    }),
    saveUserPreferences: async (preferences) => ({
      data:
        (await request.json<UserPreferences | null>('PUT', '/home/user-preferences', {
          body: preferences,
        })) ?? preferences,
    }),
    getTaskOverview: async () => {
      const query = listQuery({
        pagination: { page: 1, perPage: TASK_OVERVIEW_SIZE },
        sort: { field: 'created', order: 'DESC' },
      });
      const json = await request.json<ListResponse<BackgroundTask> | null>('GET', '/home/tasks', {
        query,
        silent: true,
      });
      return { data: json?.items ?? [] };
    },
    startExport: async ({ filter, ...rest }) => ({
      data: await request.json<BackgroundTask>('POST', '/home/exports', {
        body: { ...rest, filter: presentFilter(filter) },
      }),
    }),
    downloadTaskResult: async ({ resultUrl }) => {
      if (!resultUrl) throw new Error('The task has no result to download');
      return { data: await request.file(resultUrl) };
    },
    getConfigurationFiles: async () => ({
      data: (await request.json<ConfigFilesResponse>('GET', CONFIGURATION_FILES_PATH, { silent: true }))
        .files,
    }),
  };
}
