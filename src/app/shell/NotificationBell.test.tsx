import { badgeClasses } from '@mui/material';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TaskStatus } from '../../shared/enumerations';
import type { BackgroundTask } from '../../shared/wire/home';
import { NotificationBell, POPOVER_MAX_HEIGHT } from './NotificationBell';
import { renderConsole } from '../../testing/renderConsole';
import { shellDataProvider } from '../../testing/shellDataProvider';
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
    const dataProvider = shellDataProvider('', [
      task(2, TaskStatus.RUNNING, 'Export'),
      { ...task(1, TaskStatus.ERROR, 'Install'), created: '2024-03-30T10:00:00Z' },
    ]);
    const overview = vi.spyOn(dataProvider, 'getTaskOverview');
    renderConsole(<NotificationBell />, { dataProvider });
    expect(overview).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Notifications' }));
    const region = await screen.findByRole('region', { name: 'Background tasks' });
    const cards = await within(region).findAllByRole('listitem');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(['Export', 'Install']);
    expect(within(cards[0]!).getByText('Running')).toBeInTheDocument();
    expect(within(cards[1]!).getByText('Error')).toBeInTheDocument();
    // Europe/Prague: the user's time zone, known once the identity is read (the popover mounts when first opened).
    expect(await within(cards[0]!).findByText('01/04/2024 00:30')).toBeInTheDocument();
    expect(overview).toHaveBeenCalledTimes(1);
    expect(within(region).getByRole('link', { name: 'All tasks' })).toHaveAttribute(
      'href',
      '/administration/tasks',
    );
  });

  it('keeps the SPEC sizes: popover at most 600 high, cards 400 wide', () => {
    expect(POPOVER_MAX_HEIGHT).toBe(600);
    expect(TASK_CARD_WIDTH).toBe(400);
  });

  it('says so when there are no tasks', async () => {
    renderConsole(<NotificationBell />, { dataProvider: shellDataProvider() });
    fireEvent.click(screen.getByRole('button', { name: 'Notifications' }));
    expect(await screen.findByText('There are no background tasks.')).toBeInTheDocument();
  });

  it('shows a failure inside the popover instead of a notification', async () => {
    const dataProvider = shellDataProvider();
    vi.spyOn(dataProvider, 'getTaskOverview').mockRejectedValue(new Error('Error (500) - Boom'));
    renderConsole(<NotificationBell />, { dataProvider });
    fireEvent.click(screen.getByRole('button', { name: 'Notifications' }));
    expect(await screen.findByText('The tasks could not be loaded: Error (500) - Boom')).toBeInTheDocument();
  });
});

describe('NotificationBell badge and cards', () => {
  beforeEach(() => localStorage.clear());

  it('counts unchecked tasks and checks them on opening; a status change unchecks again', async () => {
    localStorage.setItem('checkedTasks', JSON.stringify([{ id: 1, status: TaskStatus.RUNNING }]));
    renderConsole(<NotificationBell />, {
      dataProvider: shellDataProvider('', [
        task(2, TaskStatus.NEW, 'Fresh'),
        task(1, TaskStatus.DONE, 'Finished since seen'),
      ]),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Notifications' }));
    await screen.findByRole('region', { name: 'Background tasks' });
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem('checkedTasks')!)).toEqual([
        { id: 2, status: TaskStatus.NEW },
        { id: 1, status: TaskStatus.DONE },
      ]),
    );
    expect(screen.getByTestId('task-badge').querySelector(`.${badgeClasses.invisible}`)).not.toBeNull();
  });

  it('shows a progress bar while running and a download for a finished result', async () => {
    const running = { ...task(3, TaskStatus.RUNNING, 'Export'), progress: 40 };
    renderConsole(<NotificationBell />, { dataProvider: shellDataProvider('', [running]) });
    fireEvent.click(screen.getByRole('button', { name: 'Notifications' }));
    const bar = await screen.findByRole('progressbar', { name: 'Progress of Export' });
    expect(bar).toHaveAttribute('aria-valuenow', '40');
    expect(screen.getByRole('img', { name: 'Running' })).toBeInTheDocument();
  });

  it('downloads a finished result through the data provider and says so when that fails', async () => {
    const finished = {
      ...task(4, TaskStatus.DONE, 'CSV export: tags'),
      resultUrl: '/api/home/exports/4/file',
    };
    const dataProvider = shellDataProvider('', [finished]);
    const download = vi.spyOn(dataProvider, 'downloadTaskResult');
    const createObjectURL = vi.fn(() => 'blob:http://localhost/4');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderConsole(<NotificationBell />, { dataProvider });
    fireEvent.click(screen.getByRole('button', { name: 'Notifications' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Download' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect(download).toHaveBeenCalledWith(expect.objectContaining({ resultUrl: '/api/home/exports/4/file' }));

    download.mockRejectedValueOnce(new Error('Error (404) - Export not found'));
    fireEvent.click(screen.getByRole('button', { name: 'Download' }));
    expect(
      await screen.findByText('The download failed: Error (404) - Export not found'),
    ).toBeInTheDocument();
    click.mockRestore();
  });
});

describe('NotificationBell by keyboard', () => {
  beforeEach(() => localStorage.clear());

  it('opens with Enter as a dialog holding the focus, closes with Escape and gives the focus back', async () => {
    const user = userEvent.setup();
    renderConsole(<NotificationBell />, {
      dataProvider: shellDataProvider('', [task(1, TaskStatus.DONE, 'Export lines')]),
    });
    const bell = screen.getByRole('button', { name: 'Notifications' });
    await user.tab();
    expect(bell).toHaveFocus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Background tasks' });
    await screen.findByRole('heading', { name: 'Export lines' });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    for (let step = 0; step < 5; step += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bell).toHaveFocus();
  });

  it('announces a task that changes status in a polite live region outside the popover', async () => {
    const user = userEvent.setup();
    const dataProvider = shellDataProvider();
    vi.spyOn(dataProvider, 'getTaskOverview')
      .mockResolvedValueOnce({ data: [task(1, TaskStatus.RUNNING, 'Export lines')] })
      .mockResolvedValue({ data: [task(1, TaskStatus.DONE, 'Export lines')] });
    renderConsole(<NotificationBell />, { dataProvider });
    const bell = screen.getByRole('button', { name: 'Notifications' });
    // The badge is a status too (MUI's); the announcer is the polite live region.
    const status = screen
      .getAllByRole('status')
      .find((region) => region.getAttribute('aria-live') === 'polite')!;
    expect(status).toBeDefined();
    bell.focus();
    await user.keyboard('{Enter}');
    await screen.findByText('Running');
    // The first overview is what the popover shows: nothing to announce.
    expect(status).toHaveTextContent('');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(bell).toHaveFocus());
    await user.keyboard('{Enter}');
    await waitFor(() => expect(status).toHaveTextContent('Export lines: Done'));
    expect(screen.getByRole('dialog')).not.toContainElement(status);
  });
});
