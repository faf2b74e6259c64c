import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ConsoleThemeProvider } from '../../app/theme/ConsoleThemeProvider';
import { defaultThemeColour } from '../../app/theme/themedPalette';
import { createFakeDataProvider } from '../../resources/framework/testing/fakeDataProvider';
import { resourceRegistry } from '../../resources/registry';
import { renderConsole } from '../../testing/renderConsole';
import { themeConfiguratorPage } from './themeConfiguratorDefinition';
import { ThemeConfiguratorPage } from './ThemeConfiguratorPage';

function setup() {
  const dataProvider = createFakeDataProvider({ resources: resourceRegistry, records: {} });
  const saveTheme = vi.spyOn(dataProvider, 'saveTheme');
  renderConsole(
    <ConsoleThemeProvider
      loadConfiguration={async () => (await dataProvider.getApplicationConfiguration()).data}
      storage={window.sessionStorage}
    >
      <ThemeConfiguratorPage page={themeConfiguratorPage} />
    </ConsoleThemeProvider>,
    { path: '/administration/theme-configurator', route: '/administration/theme-configurator', dataProvider },
  );
  return { saveTheme };
}

const primary = () => screen.findByRole('textbox', { name: 'Primary' });
const json = () => screen.getByRole('textbox', { name: 'JSON (for experts)' });

describe('ThemeConfiguratorPage', () => {
  afterEach(() => window.sessionStorage.clear());

  it('keeps the form and the expert JSON in step and refuses what the console would refuse', async () => {
    setup();
    fireEvent.change(await primary(), { target: { value: '#e53935' } });
    expect(JSON.parse((json() as HTMLTextAreaElement).value).colors.primary).toBe('#e53935');
    expect(screen.getByText(/WCAG AA asks at least 4.5:1/)).toBeInTheDocument();
    fireEvent.change(json(), { target: { value: '{"title": "Expert", "colors": {"primary": "#123456"}}' } });
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Expert');
    expect(await primary()).toHaveValue('#123456');
    fireEvent.change(json(), {
      target: { value: '{"title": "x", "logos": {"console": {"source": "javascript:1"}}}' },
    });
    expect(screen.getByText(/The JSON is not a valid theme/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('shows an empty colour as the default the preview uses, marked as the default', async () => {
    setup();
    const error = await screen.findByRole('textbox', { name: 'Error' });
    expect(error).toHaveValue('');
    const fallback = defaultThemeColour('error');
    expect(error).toHaveAttribute('placeholder', fallback);
    expect(screen.getByLabelText('Pick the Error colour')).toHaveValue(fallback);
    expect(screen.getByText(`Default: ${fallback} (used while empty)`)).toBeInTheDocument();
    // A typed colour is no longer the default.
    fireEvent.change(error, { target: { value: '#aa0000' } });
    expect(screen.getByLabelText('Pick the Error colour')).toHaveValue('#aa0000');
    expect(screen.queryByText(`Default: ${fallback} (used while empty)`)).not.toBeInTheDocument();
  });

  it('saves the draft after confirmation, and resets with an empty theme', async () => {
    const { saveTheme } = setup();
    fireEvent.change(await screen.findByRole('textbox', { name: 'Title' }), { target: { value: 'Acme' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(saveTheme).toHaveBeenCalledTimes(1));
    expect(JSON.parse(saveTheme.mock.calls[0]![0]).title).toBe('Acme');
    fireEvent.click(await screen.findByRole('button', { name: 'Reset to default' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(saveTheme).toHaveBeenLastCalledWith(''));
    // Back to the default theme in the form.
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Switchboard'));
  });
});
