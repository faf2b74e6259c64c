import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { ConsoleFooter } from '../shell/ConsoleFooter';
import { renderConsole } from '../../testing/renderConsole';
import { shellDataProvider } from '../../testing/shellDataProvider';
import { ThemeNotices } from '../shell/ThemeNotices';
import { usePageTitle } from '../usePageTitle';
import { useConsoleTheme } from './ConsoleThemeProvider';
import { useDocumentBranding } from './useDocumentBranding';
import { useThemePreview } from './useThemePreview';

const acme = JSON.stringify({
  title: 'Acme Telecom',
  colors: { primary: '#c62828' },
  favicon: { source: 'https://cdn.acme.example/favicon.png' },
  logos: { console: { source: '/acme.svg', width: 90, height: 30 } },
});

function Probe() {
  const { theme, options } = useConsoleTheme();
  useDocumentBranding(theme);
  usePageTitle('Flows');
  const preview = useThemePreview();
  const primary = (options.palette?.primary as { main?: string } | undefined)?.main;
  return (
    <>
      <output data-testid="primary">{primary}</output>
      <button type="button" onClick={() => preview.start(JSON.stringify({ title: 'Preview Co' }))}>
        preview
      </button>
      <ThemeNotices />
      <ConsoleFooter />
    </>
  );
}

describe('ConsoleThemeProvider', () => {
  beforeEach(() => localStorage.clear());

  it('applies the saved theme: colours, page title, footer title and release, favicon', async () => {
    renderConsole(<Probe />, { dataProvider: shellDataProvider(acme), path: '/administration' });
    await waitFor(() => expect(screen.getByTestId('primary')).toHaveTextContent('#c62828'));
    await waitFor(() => expect(document.title).toBe('Flows - Acme Telecom'));
    expect(
      screen.getByText(`© ${new Date().getFullYear()} Acme Telecom · Release 2.0.31`),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(document.head.querySelector('link[rel="icon"]')).toHaveAttribute(
        'href',
        'https://cdn.acme.example/favicon.png',
      ),
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('falls back to the default theme with a visible warning when the theme is invalid', async () => {
    renderConsole(<Probe />, {
      dataProvider: shellDataProvider(JSON.stringify({ title: 'X', colors: { primary: 'red' } })),
    });
    expect(
      await screen.findByText('The configured theme is invalid, so the default theme is shown.'),
    ).toBeInTheDocument();
    expect(screen.getByText(/"colors.primary" must be a colour/)).toBeInTheDocument();
    expect(screen.getByTestId('primary')).toHaveTextContent('#1f4e8c');
    await waitFor(() => expect(document.title).toBe('Flows - Switchboard'));
  });

  it('turns preview mode on through local storage, shows the previewed theme and goes to /flows', async () => {
    renderConsole(<Probe />, { dataProvider: shellDataProvider(acme), path: '/administration' });
    await waitFor(() => expect(document.title).toBe('Flows - Acme Telecom'));
    fireEvent.click(screen.getByRole('button', { name: 'preview' }));
    await waitFor(() => expect(document.title).toBe('Flows - Preview Co'));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/flows$/);
    expect(localStorage.getItem('themePreviewMode')).toBe('true');
    expect(localStorage.getItem('themeConfiguration')).toBe('{"title":"Preview Co"}');
    expect(screen.getByText(/Theme preview is on/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Stop preview' }));
    await waitFor(() => expect(document.title).toBe('Flows - Acme Telecom'));
    expect(localStorage.getItem('themePreviewMode')).toBeNull();
  });

  it('follows preview mode switched on in another tab', async () => {
    renderConsole(<Probe />, { dataProvider: shellDataProvider(acme) });
    await waitFor(() => expect(document.title).toBe('Flows - Acme Telecom'));
    localStorage.setItem('themeConfiguration', JSON.stringify({ title: 'Other Tab' }));
    localStorage.setItem('themePreviewMode', 'true');
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'themePreviewMode' }));
    });
    await waitFor(() => expect(document.title).toBe('Flows - Other Tab'));
  });

  it('keeps the default theme when the configuration cannot be loaded', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const dataProvider = shellDataProvider();
    const load = vi
      .spyOn(dataProvider, 'getApplicationConfiguration')
      .mockRejectedValue(new Error('Failed to fetch'));
    renderConsole(<Probe />, { dataProvider });
    await waitFor(() => expect(load).toHaveBeenCalled());
    expect(document.title).toBe('Flows - Switchboard');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
