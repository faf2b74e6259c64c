import { TaskStatus } from '../../shared/enumerations';
import type { HttpRequestOptions } from '../httpClient';
import { createApiRequest } from './apiRequest';
import { createHomeApi } from './homeApi';

const apiUrls = { core: 'http://localhost:8080/api', nlp: 'http://localhost:8080/nlp' };

/** An HTTP client answering by `METHOD path` (without the base URL), recording what was sent. */
function stubPlatform(answers: Record<string, unknown>) {
  const sent: {
    method: string;
    path: string;
    query: Record<string, string>;
    options: HttpRequestOptions;
  }[] = [];
  const httpClient = vi.fn(async (url: string, options: HttpRequestOptions = {}) => {
    const parsed = new URL(url);
    const path = parsed.pathname.replace(/^\/api/, '');
    const method = String(options.method ?? 'GET');
    sent.push({ method, path, query: Object.fromEntries(parsed.searchParams), options });
    const key = `${method} ${path}`;
    if (!(key in answers)) throw new Error(`unexpected ${key}`);
    return { status: 200, headers: new Headers(), json: answers[key] as never };
  });
  return { api: createHomeApi(createApiRequest(httpClient, apiUrls)), sent };
}

describe('homeApi', () => {
  it('reads the application configuration quietly, signed in for the tenant theme, else without authorization', async () => {
    const configuration = { conversations: true, theme: { content: '{}', lastUpdate: null } };
    const { api, sent } = stubPlatform({ 'GET /home/application-configuration': configuration });
    expect(await api.getApplicationConfiguration()).toEqual({ data: configuration, signedIn: true });
    expect(sent[0]?.options).toMatchObject({ silent: true });
    expect(sent[0]?.options.skipAuth).toBeFalsy();
    // Without a user the authorized call fails locally: the public one follows.
    let calls = 0;
    const anonymous = createHomeApi(
      createApiRequest(async (_url: string, options: HttpRequestOptions = {}) => {
        calls += 1;
        if (!options.skipAuth) throw new Error('Authorization error');
        return { status: 200, headers: new Headers(), json: configuration as never };
      }, apiUrls),
    );
    expect(await anonymous.getApplicationConfiguration()).toEqual({ data: configuration });
    expect(calls).toBe(2);
  });

  it('unwraps the signed-in user from the user info answer', async () => {
    const { api } = stubPlatform({ 'GET /home/user-info': { value: { id: 3, username: 'ada' } } });
    expect(await api.getUserInfo()).toEqual({ data: { id: 3, username: 'ada' } });
  });

  it('checks the session with the user info, quietly and without a renewal on 401 (SPEC §9)', async () => {
    const { api, sent } = stubPlatform({ 'GET /home/user-info': { value: { id: 3 } } });
    expect(await api.checkSession()).toEqual({ data: null });
    expect(sent[0]).toMatchObject({
      path: '/home/user-info',
      options: { silent: true, retryUnauthorized: false },
    });
  });

  it('reads preferences quietly (an empty answer is no preferences) and replaces them', async () => {
    const { api, sent } = stubPlatform({
      'GET /home/user-preferences': null,
      'PUT /home/user-preferences': null,
    });
    expect(await api.getUserPreferences()).toEqual({ data: {} });
    expect(sent[0]?.options).toMatchObject({ silent: true });
    expect(await api.saveUserPreferences({ columns: { x: 1 } })).toEqual({ data: { columns: { x: 1 } } });
    expect(sent[1]?.options).toMatchObject({ method: 'PUT', body: { columns: { x: 1 } } });
  });

  it('reads the task overview: the 50 newest tasks, quietly (the bell shows failures itself)', async () => {
    const task = { id: 1, name: 'Export', status: TaskStatus.RUNNING };
    const { api, sent } = stubPlatform({ 'GET /home/tasks': { items: [task], total: 1 } });
    expect(await api.getTaskOverview()).toEqual({ data: [task] });
    expect(sent[0]?.query).toEqual({ page: '1', pageSize: '50', sort: 'created', order: 'DESC' });
    expect(sent[0]?.options).toMatchObject({ silent: true });
  });

  it('starts an export with the list, filter, sort and columns', async () => {
    const task = { id: 9, name: 'CSV export: audit-log', status: TaskStatus.NEW };
    const { api, sent } = stubPlatform({ 'POST /home/exports': task });
    const request = {
      path: '/administration/audit-log',
      filter: { q: 'x' },
      sort: { field: 'time', order: 'DESC' as const },
      columns: [{ source: 'time', label: 'Time' }],
    };
    expect(await api.startExport(request)).toEqual({ data: task });
    expect(sent[0]?.options).toMatchObject({ method: 'POST', body: request });
  });

  it('refuses to download a task without a result', async () => {
    const { api, sent } = stubPlatform({});
    await expect(api.downloadTaskResult({ resultUrl: null })).rejects.toThrow(
      'The task has no result to download',
    );
    expect(sent).toEqual([]);
  });
});
