import { act, fireEvent, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { AdminContext, memoryStore, useNotify } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { i18nProvider } from '../providers/i18nProvider';
import { ConsoleNotification, NOTIFICATION_DURATION_MS } from './ConsoleNotification';

function Notifier() {
  const notify = useNotify();
  useEffect(() => notify('app.errors.form_invalid', { type: 'error' }), [notify]);
  return null;
}

describe('ConsoleNotification', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('hides a notification after 6000 ms (SPEC §9)', async () => {
    expect(NOTIFICATION_DURATION_MS).toBe(6000);
    render(
      <MemoryRouter>
        <AdminContext i18nProvider={i18nProvider} store={memoryStore()}>
          <Notifier />
          <ConsoleNotification />
        </AdminContext>
      </MemoryRouter>,
    );
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByText('Form is not valid')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(5_900));
    expect(screen.getByText('Form is not valid')).toBeVisible();
    // Hidden at 6000 ms; the exit transition then removes it.
    await act(() => vi.advanceTimersByTimeAsync(200));
    await act(() => vi.advanceTimersByTimeAsync(400));
    expect(screen.queryByText('Form is not valid')).not.toBeInTheDocument();
  });

  it('replaces the shown notification with a newer one at once, without waiting for it to hide', async () => {
    render(
      <MemoryRouter>
        <AdminContext i18nProvider={i18nProvider} store={memoryStore()}>
          <Notifier />
          <SecondNotifier />
          <ConsoleNotification />
        </AdminContext>
      </MemoryRouter>,
    );
    // Both arrive together: the newer one shows at once, the older one never holds it back.
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.queryByText('Form is not valid')).not.toBeInTheDocument();
    expect(
      screen.getByText('The export runs as a background task: follow it in the bell.'),
    ).toBeInTheDocument();
  });
  it('shows a newer notification that arrives while the shown one is on its way out (it is not taken with it)', async () => {
    render(
      <MemoryRouter>
        <AdminContext i18nProvider={i18nProvider} store={memoryStore()}>
          <Notifier />
          <LaterNotifier />
          <ConsoleNotification />
        </AdminContext>
      </MemoryRouter>,
    );
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByText('Form is not valid')).toBeInTheDocument();
    // Closed (as a click elsewhere does), and while it leaves the newer one arrives.
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    fireEvent.click(screen.getByRole('button', { name: 'Export' }));
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.queryByText('Form is not valid')).not.toBeInTheDocument();
    expect(screen.getByText('The export runs as a background task: follow it in the bell.')).toBeVisible();
  });
});

function LaterNotifier() {
  const notify = useNotify();
  return (
    <button type="button" onClick={() => notify('app.tasks.export_started', { type: 'info' })}>
      Export
    </button>
  );
}

function SecondNotifier() {
  const notify = useNotify();
  useEffect(() => notify('app.tasks.export_started', { type: 'info' }), [notify]);
  return null;
}

function Announcer({ type }: { type: 'info' | 'error' }) {
  const notify = useNotify();
  useEffect(
    () => notify(type === 'error' ? 'app.errors.form_invalid' : 'app.tasks.export_started', { type }),
    [notify, type],
  );
  return null;
}

describe('ConsoleNotification announcements', () => {
  it.each([
    ['info', 'status', 'polite', 'The export runs as a background task: follow it in the bell.'],
    ['error', 'alert', 'assertive', 'Form is not valid'],
  ] as const)('announces %s notifications as %s (%s)', async (type, role, live, text) => {
    render(
      <MemoryRouter>
        <AdminContext i18nProvider={i18nProvider} store={memoryStore()}>
          <Announcer type={type} />
          <ConsoleNotification />
        </AdminContext>
      </MemoryRouter>,
    );
    const region = await screen.findByRole(role);
    expect(region).toHaveTextContent(text);
    expect(region).toHaveAttribute('aria-live', live);
  });
});
