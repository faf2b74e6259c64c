import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { HttpClient } from '../../providers/httpClient';
import { TaskStatus } from '../../shared/enumerations';
import type { BackgroundTask } from '../../shared/wire/home';
import { NotificationBell, POPOVER_MAX_HEIGHT } from './NotificationBell';
import { renderShell, testHttpClient } from '../../testing/shellTestHarness';
import { TASK_CARD_WIDTH } from './TaskCard';

const task = (id: number, status: TaskStatus, name: string): BackgroundTask => ({
  id,
  name,
  description: `${name} description`,
  created: '2024-03-31T22:30:00Z',
  status,
  progress: 0,
  resultUrl: null,
  idTenant: 1,
  idUser: 3,
});

describe('NotificationBell', () => {
  it('reads the tasks once when opened and lists them with status and time in the console zone', async () => {
    const httpClient = testHttpClient('', [
      task(2, TaskStatus.RUNNING, 'Export'),
      task(1, TaskStatus.ERROR, 'Install'),
    ]);
    renderShell(<NotificationBell />, { httpClient: httpClient as unknown as HttpClient });
    const taskCalls = () => httpClient.mock.calls.filter(([url]) => url.includes('/home/tasks'));
    expect(taskCalls()).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Notifications' }));
    const region = await screen.findByRole('region', { name: 'Background tasks' });
    const cards = await within(region).findAllByRole('listitem');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(['Export', 'Install']);
    expect(within(cards[0]!).getByText('Running')).toBeInTheDocument();
    expect(within(cards[1]!).getByText('Error')).toBeInTheDocument();
    expect(within(cards[0]!).getByText('01/04/2024 00:30')).toBeInTheDocument(); // Europe/Prague
    expect(taskCalls()).toHaveLength(1);
    const url = new URL(taskCalls()[0]![0]);
    expect(url.pathname).toBe('/api/home/tasks');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      page: '1',
      pageSize: '50',
      sort: 'created',
      order: 'DESC',
    });
  });

  it('keeps the SPEC sizes: popover at most 600 high, cards 400 wide', () => {
    expect(POPOVER_MAX_HEIGHT).toBe(600);
    expect(TASK_CARD_WIDTH).toBe(400);
  });

  it('says so when there are no tasks', async () => {
    renderShell(<NotificationBell />);
    fireEvent.click(screen.getByRole('button', { name: 'Notifications' }));
    expect(await screen.findByText('There are no background tasks.')).toBeInTheDocument();
  });

  it('shows a failure inside the popover instead of a notification', async () => {
    const httpClient = testHttpClient();
    httpClient.mockImplementation(async (url: string) => {
      if (url.includes('/home/tasks')) throw new Error('Error (500) - Boom');
      return { status: 200, headers: new Headers(), json: { theme: { content: '' } } };
    });
    renderShell(<NotificationBell />, { httpClient: httpClient as unknown as HttpClient });
    fireEvent.click(screen.getByRole('button', { name: 'Notifications' }));
    expect(await screen.findByText('The tasks could not be loaded: Error (500) - Boom')).toBeInTheDocument();
    await waitFor(() =>
      expect(httpClient).toHaveBeenCalledWith(expect.stringContaining('/home/tasks'), { silent: true }),
    );
  });
});

describe('NotificationBell badge and cards', () => {
  beforeEach(() => localStorage.clear());

  it('counts unchecked tasks and checks them on opening; a status change unchecks again', async () => {
    localStorage.setItem('checkedTasks', JSON.stringify([{ id: 1, status: TaskStatus.RUNNING }]));
    const httpClient = testHttpClient('', [
      task(2, TaskStatus.NEW, 'Fresh'),
      task(1, TaskStatus.DONE, 'Finished since seen'),
    ]);
    renderShell(<NotificationBell />, { httpClient: httpClient as unknown as HttpClient });
    fireEvent.click(screen.getByRole('button', { name: 'Notifications' }));
    await screen.findByRole('region', { name: 'Background tasks' });
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem('checkedTasks')!)).toEqual([
        { id: 2, status: TaskStatus.NEW },
        { id: 1, status: TaskStatus.DONE },
      ]),
    );
    expect(screen.getByTestId('task-badge').querySelector('.MuiBadge-invisible')).not.toBeNull();
  });

  it('shows a progress bar while running and a download for a finished result', async () => {
    const running = { ...task(3, TaskStatus.RUNNING, 'Export'), progress: 40 };
    const httpClient = testHttpClient('', [running]);
    renderShell(<NotificationBell />, { httpClient: httpClient as unknown as HttpClient });
    fireEvent.click(screen.getByRole('button', { name: 'Notifications' }));
    const bar = await screen.findByRole('progressbar', { name: 'Progress of Export' });
    expect(bar).toHaveAttribute('aria-valuenow', '40');
    expect(screen.getByRole('img', { name: 'Running' })).toBeInTheDocument();
  });
});
