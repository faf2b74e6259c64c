import { createApiRequest } from '../../../../providers/api/apiRequest';
import { createThemeApi } from '../../../../custom-pages/theme-configurator/themeApi';
import type { BackgroundTask } from '../../../../shared/wire/home';
import type { ComparisonRow, SyncRequest } from '../../../../shared/wire/instances';
import { createInstanceOverviewApi } from '../../../instance-overview/instanceOverviewApi';
import { FAKE_APPLICATION_CONFIGURATION } from './fakeHomeApi';
import { createFakeInstanceOverviewApi } from '../../../instance-overview/fakeInstanceOverviewApi';
import { createFakeThemeApi } from '../../../../custom-pages/theme-configurator/fakeThemeApi';

// The instance overview and theme modules and their fake twins answer alike: the real modules run against a
// stand-in answering like the dev platform's routes.

const APP_URL = 'http://localhost/instances/staging';
const rows = (): ComparisonRow[] => [
  { id: 'a', key: 'a', name: 'a', result: 4, local: { v: 1 }, remote: { v: 2 } },
  { id: 'b', key: 'b', name: 'b', result: 3, local: null, remote: { v: 3 } },
];
const stable = (task: BackgroundTask) => ({ ...task, created: 'now' });

function platformStandIn() {
  const state = { rows: rows(), tasks: [] as BackgroundTask[], theme: FAKE_APPLICATION_CONFIGURATION.theme };
  const answer = (method: string, path: string, body: unknown): unknown => {
    const base = `/administration/instances/${encodeURIComponent(APP_URL)}`;
    if (path === `${base}/comparisons/grammars`) return { items: state.rows, total: state.rows.length };
    if (method === 'POST' && path === `${base}/sync`) {
      const request = body as SyncRequest;
      const side = request.direction === 'toRemote' ? 'local' : 'remote';
      for (const row of state.rows.filter((item) => request.keys.includes(item.key))) {
        row.local = row.remote = row[side];
        row.result = 1;
      }
      const task = {
        id: 1,
        name: 'Instance sync: grammars',
        description: `${request.keys.length} grammars synchronised`,
      };
      state.tasks.push({
        ...task,
        created: '',
        status: 2,
        progress: 100,
        resultUrl: null,
        idTenant: 1,
        idUser: 1,
      });
      return state.tasks[0];
    }
    if (path === '/home/tasks/1') return state.tasks[0];
    if (path === '/home/application-configuration') {
      const theme = (body as { theme: string }).theme;
      state.theme =
        theme === '' ? FAKE_APPLICATION_CONFIGURATION.theme : { content: theme, lastUpdate: 'now' };
      return { ...FAKE_APPLICATION_CONFIGURATION, theme: state.theme };
    }
    if (path === '/home/theme-assets') return { source: '/api/home/theme-assets/1' };
    throw new Error(`no stand-in for ${method} ${path}`);
  };
  const request = createApiRequest(
    async (url: string, options: { method?: string; body?: unknown } = {}) => ({
      status: 200,
      headers: new Headers(),
      // A copy, like JSON over the wire: later changes of the stand-in's state must not reach earlier answers.
      json: structuredClone(
        answer(options.method ?? 'GET', new URL(url).pathname.replace(/^\/api/, ''), options.body),
      ) as never,
    }),
    { core: 'http://localhost/api', nlp: 'http://localhost/nlp' },
  );
  return { ...createInstanceOverviewApi(request), ...createThemeApi(request) };
}

function fakeTwin() {
  const context = { tasks: [] as BackgroundTask[], log: () => undefined };
  return {
    ...createFakeInstanceOverviewApi({ [APP_URL]: { grammars: rows() } }, context),
    ...createFakeThemeApi({}, context),
  };
}

type Apis = ReturnType<typeof fakeTwin>;
const both = async <T>(scenario: (api: Apis) => Promise<T>) => [
  await scenario(platformStandIn()),
  await scenario(fakeTwin()),
];

describe('instance overview and theme modules and their fake twins', () => {
  it('compare, sync the selected items and read the finished task alike', async () => {
    const [real, fake] = await both(async (api) => {
      const before = await api.getComparison(APP_URL, 'grammars');
      const { data: task } = await api.startInstanceSync(APP_URL, {
        kind: 'grammars',
        direction: 'toRemote',
        keys: ['a'],
      });
      const done = await api.getSyncTask(task.id);
      return {
        before,
        task: stable(task),
        done: stable(done.data),
        after: await api.getComparison(APP_URL, 'grammars'),
      };
    });
    expect(fake).toEqual(real);
    expect(real.after.data.map((row) => row.result)).toEqual([1, 3]);
    expect(real.done).toMatchObject({ status: 2, description: '1 grammars synchronised' });
  });

  it('save, reset and upload alike', async () => {
    const [real, fake] = await both(async (api) => [
      (await api.saveTheme('{"title":"A"}')).data.theme.content,
      (await api.saveTheme('')).data.theme,
      await api.uploadThemeImage({ contentType: 'image/png', data: 'iVBORw==' }),
    ]);
    expect(fake).toEqual(real);
    expect(real[1]).toEqual(FAKE_APPLICATION_CONFIGURATION.theme);
  });
});
