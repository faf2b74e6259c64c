import { act, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import type { ApplicationConfiguration } from '../../shared/wire/home';
import { ConsoleThemeProvider, useConsoleTheme } from './ConsoleThemeProvider';

const configuration = (primary: string): ApplicationConfiguration => ({
  conversations: true,
  fullText: true,
  ongoingConversations: true,
  theme: { content: JSON.stringify({ colors: { primary } }), lastUpdate: null },
});

function Probe({ onOptions, session }: { onOptions: (options: object) => void; session?: boolean }) {
  const { options, reload, reloadForSession } = useConsoleTheme();
  useEffect(() => {
    onOptions(options);
  }, [options, onOptions]);
  const primary = (options.palette?.primary as { main?: string } | undefined)?.main;
  return (
    <button type="button" onClick={session ? reloadForSession : reload}>
      {primary}
    </button>
  );
}

describe('ConsoleThemeProvider with the configuration fetched at start-up', () => {
  it('paints the theme at once without fetching it again, and a reload with the same answer changes nothing', async () => {
    const loadConfiguration = vi.fn(async () => configuration('#c62828'));
    const seen: object[] = [];
    render(
      <ConsoleThemeProvider
        loadConfiguration={loadConfiguration}
        initialConfiguration={configuration('#c62828')}
      >
        <Probe onOptions={(options) => seen.push(options)} />
      </ConsoleThemeProvider>,
    );
    // The first render already has the tenant's colour: no default-theme paint, no request.
    expect(screen.getByRole('button')).toHaveTextContent('#c62828');
    expect(loadConfiguration).not.toHaveBeenCalled();
    await act(async () => screen.getByRole('button').click());
    expect(loadConfiguration).toHaveBeenCalledTimes(1);
    expect(new Set(seen).size).toBe(1);
  });

  it('applies a changed configuration on reload', async () => {
    const loadConfiguration = vi.fn(async () => configuration('#2e7d32'));
    render(
      <ConsoleThemeProvider loadConfiguration={loadConfiguration} initialConfiguration={null}>
        <Probe onOptions={() => undefined} />
      </ConsoleThemeProvider>,
    );
    expect(loadConfiguration).not.toHaveBeenCalled(); // null: it failed at start-up, default theme
    await act(async () => screen.getByRole('button').click());
    expect(await screen.findByRole('button')).toHaveTextContent('#2e7d32');
  });

  it('does not read the configuration again for the session when the first paint already had the session’s', async () => {
    const loadConfiguration = vi.fn(async () => configuration('#c62828'));
    const view = (signedIn: boolean) => (
      <ConsoleThemeProvider
        loadConfiguration={loadConfiguration}
        initialConfiguration={configuration('#c62828')}
        initialConfigurationSignedIn={signedIn}
      >
        <Probe onOptions={() => undefined} session />
      </ConsoleThemeProvider>
    );
    const { unmount } = render(view(true));
    await act(async () => screen.getByRole('button').click());
    expect(loadConfiguration).not.toHaveBeenCalled();
    // A later call (another sign-in in the same page) reads it.
    await act(async () => screen.getByRole('button').click());
    expect(loadConfiguration).toHaveBeenCalledTimes(1);
    unmount();
    // Fetched before sign-in: the signed-in layout reads the tenant's theme.
    render(view(false));
    await act(async () => screen.getByRole('button').click());
    expect(loadConfiguration).toHaveBeenCalledTimes(2);
  });
});
