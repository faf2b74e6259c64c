import { act, screen } from '@testing-library/react';
import { Notification, testDataProvider, type AuthProvider } from 'react-admin';
import type { HubFactory, HubLike } from '../../providers/liveConnection';
import { TEST_CONFIG } from '../../testing/fixtures';
import { renderConsole } from '../../testing/renderConsole';
import type { ConfigFileState } from '../../shared/wire/configuration';
import { ConfigurationNotices } from './ConfigurationNotices';
import { createLiveServices } from './createLiveServices';
import { LiveServicesProvider } from './LiveServicesContext';

const BROKEN: ConfigFileState[] = [
  { file: 'tags.json', problems: [] },
  {
    file: 'broken.json',
    problems: [
      { path: 'fields[1].type', message: 'expected one of text, number, got "unicorn"' },
      { path: 'list.columns[1]', message: '"nope" is not a declared field' },
    ],
  },
];

function setup(permissions: Record<string, string[]>) {
  const handlers = new Map<string, (...args: unknown[]) => void>();
  const createHub: HubFactory = () => {
    const hub: HubLike = {
      start: async () => undefined,
      stop: async () => undefined,
      on: (target, handler) => void handlers.set(target, handler),
      onclose: () => undefined,
    };
    return hub;
  };
  const live = createLiveServices({
    config: TEST_CONFIG,
    dataProvider: { getTaskOverview: async () => ({ data: [] }) },
    getUser: async () => ({ access_token: 'token' }),
    createHub,
  });
  const getConfigurationFiles = vi.fn(async () => ({ data: BROKEN }));
  const authProvider: AuthProvider = {
    login: async () => undefined,
    logout: async () => undefined,
    checkAuth: async () => undefined,
    checkError: async () => undefined,
    getPermissions: async () => permissions,
  };
  renderConsole(
    <LiveServicesProvider value={live}>
      <ConfigurationNotices />
      <Notification />
    </LiveServicesProvider>,
    {
      path: '/',
      route: '*',
      authProvider,
      dataProvider: { ...testDataProvider(), getConfigurationFiles } as never,
    },
  );
  return { live, handlers, getConfigurationFiles };
}

describe('ConfigurationNotices', () => {
  it('lists every problem of a skipped file to users who may configure', async () => {
    setup({ Settings: ['modify-theme'] });
    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent(
      'broken.json: fields[1].type: expected one of text, number, got "unicorn"',
    );
    expect(banner).toHaveTextContent('list.columns[1]: "nope" is not a declared field');
    expect(banner).not.toHaveTextContent('tags.json');
  });

  it('shows nothing to other users, and offers a reload when the configuration changes', async () => {
    const { live, handlers, getConfigurationFiles } = setup({ Tag: ['view'] });
    await act(async () => live.connection?.start());
    await act(async () => handlers.get('ConfigurationChanged')?.({ files: ['tags.json'] }));
    expect(await screen.findByText('Configuration changed — reload to see it.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(getConfigurationFiles).not.toHaveBeenCalled();
  });
});
