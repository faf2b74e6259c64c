import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { TaskStatus } from '../../shared/enumerations';
import type { BackgroundTask } from '../../shared/wire/home';
import type { PermissionMap } from '../../shared/permissions';
import { createFakeAuthProvider } from '../framework/testing/fakeAuthProvider';
import { createFakeDataProvider } from '../framework/testing/fakeDataProvider';
import { renderConsole } from '../../testing/renderConsole';
import { resourceRegistry } from '../registry';
import { requiredPermissions } from '../registryLookup';
import { exportOffers } from './TaskExports';
import { tasksResource } from './tasksResource';

const task = (id: number, status: TaskStatus, patch: Partial<BackgroundTask> = {}): BackgroundTask => ({
  id,
  name: `Task ${id}`,
  description: `About task ${id}`,
  created: new Date(Date.UTC(2024, 2, id, 9)).toISOString(),
  status,
  progress: status === TaskStatus.DONE ? 100 : 40,
  resultUrl: null,
  idTenant: 1,
  idUser: 1,
  ...patch,
});
const tasks = [
  task(1, TaskStatus.DONE, { name: 'CSV export: audit-log', resultUrl: '/api/home/exports/1/file' }),
  task(2, TaskStatus.RUNNING),
  task(3, TaskStatus.ERROR),
];

function setup(permissions: PermissionMap = { Task: ['view'] }, path = '/administration/tasks') {
  const dataProvider = createFakeDataProvider({ resources: resourceRegistry, tasks });
  renderConsole(tasksResource, {
    path,
    dataProvider,
    authProvider: createFakeAuthProvider({ registry: resourceRegistry, permissions }),
  });
  return { dataProvider };
}
const rows = () => screen.getAllByRole('row').slice(1);
// The list, its filters (shown ones load with it) and slots load lazily: give a busy machine time (CI took > 5 s once).
const slow = { timeout: 15_000 };

describe('the tasks resource', { timeout: 20000 }, () => {
  it('lives at administration/tasks behind Task/view, with the task status enumeration', () => {
    expect(tasksResource.route).toBe('administration/tasks');
    expect(requiredPermissions(resourceRegistry, 'administration/tasks', 'list')).toEqual([
      { area: 'Task', action: 'view' },
    ]);
    const status = tasksResource.fields.find((field) => field.source === 'status');
    expect(status?.type === 'enum' && status.choices.map((choice) => choice.value)).toEqual([0, 1, 2, 3, 4]);
    expect(tasksResource.list.filters.map(({ source, type }) => `${source}:${type}`)).toEqual([
      'q:search',
      'status:enum',
      'created:dateRange',
    ]);
    // No detail route: SPEC §2 names only the list.
    expect(tasksResource.detail.tabs).toEqual([]);
    expect(tasksResource.list.rowClick).toBe('none');
  });

  it('lists the newest tasks first, 25 a page, with translated statuses', async () => {
    const { dataProvider } = setup();
    await screen.findByText('Task 3', {}, slow);
    expect(rows().map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual([
      'Task 3',
      'Task 2',
      'CSV export: audit-log',
    ]);
    expect(within(rows()[0]!).getByText('Error')).toBeInTheDocument();
    const list = dataProvider.calls.find(
      (call) => call.method === 'getList' && call.resource === 'administration/tasks',
    );
    expect(list?.params).toMatchObject({
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'created', order: 'DESC' },
    });
  });

  it('filters by status from the address', async () => {
    const { dataProvider } = setup(
      undefined,
      `/administration/tasks?filter=${encodeURIComponent('{"status":2}')}`,
    );
    await screen.findByText('CSV export: audit-log', {}, slow);
    expect(rows()).toHaveLength(1);
    expect(dataProvider.calls.at(-1)?.params).toMatchObject({ filter: { status: 2 } });
  });

  it('filters by the days of creation in the console time zone', async () => {
    const { dataProvider } = setup();
    await screen.findByText('Task 3', {}, slow);
    // Tasks 1–3 were created on 1–3 March at 09:00 UTC; Prague is one hour ahead in March.
    fireEvent.change(screen.getByLabelText('Created from'), { target: { value: '02/03/2024' } });
    fireEvent.change(screen.getByLabelText('Created to'), { target: { value: '02/03/2024' } });
    await waitFor(() => expect(rows()).toHaveLength(1), slow);
    expect(screen.getByText('Task 2')).toBeInTheDocument();
    expect(dataProvider.calls.at(-1)?.params).toMatchObject({
      filter: { created: { gte: '2024-03-01T23:00:00.000Z', lt: '2024-03-02T23:00:00.000Z' } },
    });
  });

  it('searches by name on the server', async () => {
    const { dataProvider } = setup();
    await screen.findByText('Task 3', {}, slow);
    fireEvent.change(screen.getByPlaceholderText('Search'), { target: { value: 'export' } });
    await waitFor(() => expect(screen.queryByText('Task 3')).not.toBeInTheDocument(), slow);
    expect(screen.getByText('CSV export: audit-log')).toBeInTheDocument();
    expect(dataProvider.calls.at(-1)?.params).toMatchObject({ filter: { q: 'export' } });
  });

  it('downloads a finished task result from its row through the data provider', async () => {
    const { dataProvider } = setup();
    const download = vi.spyOn(dataProvider, 'downloadTaskResult');
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:x'), revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    await screen.findByText('CSV export: audit-log', {}, slow);
    const buttons = await screen.findAllByRole('button', { name: 'Download' }, slow);
    expect(buttons).toHaveLength(1);
    fireEvent.click(buttons[0]!);
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect(download).toHaveBeenCalledWith({ resultUrl: '/api/home/exports/1/file' });
    click.mockRestore();
  });

  it('offers beside the list the exports of lists without a page, as the permissions allow', async () => {
    // Dial logs are such a list; the audit log exports from its own page.
    const offered = exportOffers(resourceRegistry).map((config) => config.name);
    expect(offered).toContain('dialLogs');
    expect(offered).not.toContain('auditLog');
    // Billing's tables export from their own tabs.
    for (const name of ['billingFees', 'billingTariffs', 'billingLines']) expect(offered).not.toContain(name);
    const { dataProvider } = setup({ Task: ['view'], Line: ['view'] });
    const start = await screen.findByRole('button', { name: 'Export CSV: Dial logs' }, slow);
    fireEvent.click(start);
    expect(
      await screen.findByText('The export runs as a background task: follow it in the bell.'),
    ).toBeInTheDocument();
    const started = dataProvider.calls.find((call) => call.method === 'startExport');
    expect(started?.params).toMatchObject({
      path: '/calls-management/dial-logs',
      sort: { field: 'start', order: 'DESC' },
      columns: expect.arrayContaining([{ source: 'start', label: 'Started', type: 'datetime' }]),
    });
    expect((await dataProvider.getTaskOverview()).data.map((item) => item.name)).toContain(
      'CSV export: dial-logs',
    );
  });

  it('offers no export without the list permission', async () => {
    setup({ Task: ['view'] });
    await screen.findByText('Task 3', {}, slow);
    expect(screen.queryByRole('button', { name: /Export CSV:/ })).not.toBeInTheDocument();
  });
});
