import type { ApiFile } from '../../../../providers/api/apiRequest';
import { HttpError } from 'react-admin';
import { ApiError } from '../../../../providers/apiError';
import { TASK_OVERVIEW_SIZE, type HomeApi } from '../../../../providers/api/homeApi';
import { TaskStatus } from '../../../../shared/enumerations';
import type { ConfigFileState } from '../../../../shared/wire/configuration';
import type {
  ApplicationConfiguration,
  BackgroundTask,
  ExportRequest,
  SignedInUser,
  UserPreferences,
} from '../../../../shared/wire/home';

/** What the fake `/home` area starts from; everything has a plausible default. */
export interface FakeHomeOptions {
  applicationConfiguration?: ApplicationConfiguration;
  userInfo?: SignedInUser;
  preferences?: UserPreferences;
  /** The tasks of the overview when the served resources have no `tasks` resource to take them from. */
  tasks?: BackgroundTask[];
  /** The configuration directory's file states (none by default). */
  configurationFiles?: ConfigFileState[];
}

/** The state the fake area shares with the fake data provider (the tasks resource's records, calls log). */
export interface FakeHomeContext {
  /** The live array of tasks: exports are added to it, so the tasks list shows them too. */
  tasks: BackgroundTask[];
  /**
   * Row count of a list by its API path and filter, for an export's description ("n rows" like the platform);
   * undefined for a path that is no exportable list.
   */
  rowsAt: (path: string, filter: Record<string, unknown> | undefined) => number | undefined;
  log: (method: string, params: unknown) => void;
}

/** A silent refusal worded like the API client's (SPEC §8). */
export const refusal = (status: number, error: string, errors?: Record<string, string>) =>
  new ApiError(`Error (${status}) - ${error}`, status, { status, error, ...(errors && { errors }) }, true);

export const FAKE_APPLICATION_CONFIGURATION: ApplicationConfiguration = {
  conversations: true,
  fullText: true,
  ongoingConversations: true,
  theme: { content: '', lastUpdate: null },
};

export const FAKE_USER: SignedInUser = {
  id: 1,
  username: 'qa',
  firstname: 'Quinn',
  lastname: 'Tester',
  tenant: { id: 1, name: 'Switchboard' },
  idTenant: 1,
  tenantsForContextSwitch: [],
  consolePreference: { timezone: null },
  passwordExpiration: { type: 'NEVER', expiresAt: null, warnDays: 0 },
  permissions: {},
};

/** The CSV the fake serves for an export: the header row of its columns (UTF-8 BOM and CRLF like the platform). */
const csvHeader = (request: ExportRequest) =>
  `\uFEFF${(request.columns ?? []).map((column) => column.label).join(',')}\r\n`;

/** Fake twin of `createHomeApi`: the same answers from memory. */
export function createFakeHomeApi(options: FakeHomeOptions, context: FakeHomeContext): HomeApi {
  let preferences: UserPreferences = structuredClone(options.preferences ?? {});
  const files = new Map<string, { name: string; content: string }>();
  const { tasks, log } = context;
  return {
    getApplicationConfiguration: async () => ({
      data: structuredClone(options.applicationConfiguration ?? FAKE_APPLICATION_CONFIGURATION),
      // The fake user is always signed in: the answer is the session's.
      signedIn: true,
    }),
    getUserInfo: async () => ({ data: structuredClone(options.userInfo ?? FAKE_USER) }),
    // The fake user's session never ends.
    checkSession: async () => ({ data: null }),
    getUserPreferences: async () => ({ data: structuredClone(preferences) }),
    saveUserPreferences: async (next) => {
      log('saveUserPreferences', next);
      preferences = structuredClone(next);
      return { data: structuredClone(next) };
    },
    getTaskOverview: async () => ({
      data: structuredClone(
        [...tasks]
          .sort((a, b) => b.created.localeCompare(a.created) || b.id - a.id)
          .slice(0, TASK_OVERVIEW_SIZE),
      ),
    }),
    startExport: async (request) => {
      log('startExport', request);
      const rows = context.rowsAt(request.path, request.filter);
      if (rows === undefined) {
        const error = `No export for '${request.path}'`;
        throw new HttpError(`Error (400) - ${error}`, 400, { status: 400, error });
      }
      const id = Math.max(0, ...tasks.map((task) => task.id)) + 1;
      const list = request.path.split('/').filter(Boolean).pop() ?? 'export';
      const task: BackgroundTask = {
        id,
        name: `CSV export: ${list}`,
        description: `${rows} rows`,
        created: new Date().toISOString(),
        status: TaskStatus.NEW,
        progress: 0,
        resultUrl: null,
        idTenant: FAKE_USER.idTenant,
        idUser: FAKE_USER.id,
      };
      tasks.push(task);
      files.set(`/api/home/exports/${id}/file`, { name: `${list}-${id}.csv`, content: csvHeader(request) });
      return { data: structuredClone(task) };
    },
    downloadTaskResult: async ({ resultUrl }) => {
      log('downloadTaskResult', { resultUrl });
      if (!resultUrl) throw new Error('The task has no result to download');
      const stored = files.get(resultUrl);
      const file: ApiFile = {
        blob: new Blob([stored?.content ?? ''], { type: 'text/csv' }),
        fileName: stored?.name ?? resultUrl.split('/').filter(Boolean).pop() ?? 'download',
      };
      return { data: file };
    },
    getConfigurationFiles: async () => ({ data: structuredClone(options.configurationFiles ?? []) }),
  };
}
