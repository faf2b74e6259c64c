import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TaskStatus } from '../../shared/enumerations';
import type { BackgroundTask } from '../../shared/wire/home';
import { renderShell, shellDataProvider } from '../../testing/shellTestHarness';
import { NotificationBell } from './NotificationBell';

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

describe('NotificationBell by keyboard', () => {
  beforeEach(() => localStorage.clear());

  it('opens with Enter as a dialog holding the focus, closes with Escape and gives the focus back', async () => {
    const user = userEvent.setup();
    renderShell(<NotificationBell />, { tasks: [task(1, TaskStatus.DONE, 'Export lines')] });
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
    renderShell(<NotificationBell />, { dataProvider });
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
