import { createApiRequest } from '../../../../providers/api/apiRequest';
import { createAreaApis, type AreaApis } from '../../../../providers/api/areaApis';
import { TaskStatus } from '../../../../shared/enumerations';
import type { BackgroundTask, ExportRequest, UserPreferences } from '../../../../shared/wire/home';
import { resourceRegistry } from '../../../registry';
import { createFakeAreaApis } from './fakeAreaApis';
import { FAKE_APPLICATION_CONFIGURATION, FAKE_USER } from './fakeHomeApi';

// Every area module and its fake twin give the same answers for the same inputs: the real modules run against an
// in-memory stand-in answering like the dev platform, the fakes are seeded with the same state.

const tasks: BackgroundTask[] = Array.from({ length: 55 }, (_, index) => ({
  id: index + 1,
  name: `Task ${index + 1}`,
  description: '',
  // Pairs share a creation time so the tie-breaker (newest id first) matters.
  created: new Date(Date.UTC(2024, 0, 1, 0, Math.floor(index / 2))).toISOString(),
  status: (index % 5) as TaskStatus,
  progress: 0,
  resultUrl: null,
  idTenant: FAKE_USER.idTenant,
  idUser: FAKE_USER.id,
}));
const areas = [{ area: 'Tag', actions: ['view', 'edit'] }];
const rows: Record<string, number> = { '/administration/audit-log': 240 };

/** Answers like the dev platform's routes for the calls of the area modules. */
function platformStandIn() {
  const state = { preferences: {} as UserPreferences, tasks: structuredClone(tasks) };
  const files = new Map<string, { name: string; content: string }>();
  const answer = (
    method: string,
    url: URL,
    body: unknown,
  ): { json: unknown; blob?: Blob; headers?: HeadersInit } => {
    const path = url.pathname.replace(/^\/api/, '');
    if (path === '/home/application-configuration') return { json: FAKE_APPLICATION_CONFIGURATION };
    if (path === '/home/user-info') return { json: { value: FAKE_USER } };
    if (path === '/home/user-preferences') {
      if (method === 'PUT') state.preferences = body as UserPreferences;
      return { json: state.preferences };
    }
    if (path === '/home/tasks') {
      const size = Number(url.searchParams.get('pageSize'));
      const sorted = [...state.tasks].sort((a, b) => b.created.localeCompare(a.created) || b.id - a.id);
      return { json: { items: sorted.slice(0, size), total: sorted.length } };
    }
    if (path === '/home/exports') {
      const request = body as ExportRequest;
      const id = Math.max(...state.tasks.map((task) => task.id)) + 1;
      const list = request.path.split('/').pop()!;
      const task: BackgroundTask = {
        id,
        name: `CSV export: ${list}`,
        description: `${rows[request.path] ?? 0} rows`,
        created: new Date().toISOString(),
        status: TaskStatus.NEW,
        progress: 0,
        resultUrl: null,
        idTenant: FAKE_USER.idTenant,
        idUser: FAKE_USER.id,
      };
      state.tasks.push(task);
      files.set(`/api/home/exports/${id}/file`, {
        name: `${list}-${id}.csv`,
        content: `\uFEFF${(request.columns ?? []).map((column) => column.label).join(',')}\r\n`,
      });
      return { json: task };
    }
    const file = files.get(url.pathname);
    if (file)
      return {
        json: null,
        blob: new Blob([file.content]),
        headers: { 'Content-Disposition': `attachment; filename="${file.name}"` },
      };
    if (path === '/administration/permission-areas') return { json: { items: areas } };
    throw new Error(`no stand-in for ${method} ${path}`);
  };
  const httpClient = async (url: string, options: { method?: string; body?: unknown } = {}) => {
    const { json, blob, headers } = answer(
      options.method ?? 'GET',
      new URL(url),
      structuredClone(options.body),
    );
    return { status: 200, headers: new Headers(headers), json: json as never, blob };
  };
  return createAreaApis(
    createApiRequest(httpClient, { core: 'http://localhost/api', nlp: 'http://localhost/nlp' }),
  );
}

function fakeTwin(): AreaApis {
  return createFakeAreaApis(
    resourceRegistry,
    { permissionAreas: areas },
    { tasks: structuredClone(tasks), rowsAt: (path) => rows[path], log: () => undefined },
  );
}

/** The same scenario against both; answers compared with volatile values (creation times) normalised. */
async function both<T>(scenario: (api: AreaApis) => Promise<T>): Promise<[T, T]> {
  return [await scenario(platformStandIn()), await scenario(fakeTwin())];
}
const stable = (task: BackgroundTask) => ({ ...task, created: 'now' });

describe('area API modules and their fake twins', () => {
  it('answer the application configuration, the signed-in user and the permission catalogue alike', async () => {
    const [real, fake] = await both(async (api) => [
      await api.getApplicationConfiguration(),
      await api.getUserInfo(),
      await api.getPermissionAreas(),
    ]);
    expect(fake).toEqual(real);
    expect(real[1]).toEqual({ data: FAKE_USER });
  });

  it('keep preferences alike', async () => {
    const [real, fake] = await both(async (api) => [
      await api.getUserPreferences(),
      await api.saveUserPreferences({ columns: { users: { hidden: ['email'] } } }),
      await api.getUserPreferences(),
    ]);
    expect(fake).toEqual(real);
    expect(real[2]).toEqual({ data: { columns: { users: { hidden: ['email'] } } } });
  });

  it('answer the same task overview: the 50 newest, newest id first among equal times', async () => {
    const [real, fake] = await both((api) => api.getTaskOverview());
    expect(fake).toEqual(real);
    expect(real.data).toHaveLength(50);
    expect(real.data.slice(0, 3).map((task) => task.id)).toEqual([55, 54, 53]);
  });

  it('start an export as a new task that the overview lists, and serve its file alike', async () => {
    const request: ExportRequest = {
      path: '/administration/audit-log',
      filter: {},
      sort: { field: 'time', order: 'DESC' },
      columns: [
        { source: 'time', label: 'Time' },
        { source: 'action', label: 'Action' },
      ],
    };
    const [real, fake] = await both(async (api) => {
      const { data: task } = await api.startExport(request);
      const overview = await api.getTaskOverview();
      const { data: file } = await api.downloadTaskResult({ resultUrl: `/api/home/exports/${task.id}/file` });
      return {
        task: stable(task),
        newest: stable(overview.data[0]!),
        file: [file.fileName, await file.blob.text()],
      };
    });
    expect(fake).toEqual(real);
    expect(real.task).toMatchObject({
      id: 56,
      name: 'CSV export: audit-log',
      description: '240 rows',
      status: 0,
    });
    // Blob.text() decodes UTF-8 and drops the byte-order mark.
    expect(real.file).toEqual(['audit-log-56.csv', 'Time,Action\r\n']);
  });

  it('refuse a download without a result alike', async () => {
    const [real, fake] = await both((api) =>
      api.downloadTaskResult({ resultUrl: null }).then(
        () => 'downloaded',
        (error: Error) => error.message,
      ),
    );
    expect(fake).toBe(real);
    expect(real).toBe('The task has no result to download');
  });
});
