import { act, waitFor } from '@testing-library/react';
import type { HubFactory, HubLike } from '../../providers/liveConnection';
import { createFirstScreen, type FirstScreen } from '../../providers/firstScreen';
import { TEST_CONFIG } from '../../testing/fixtures';
import { renderInAdmin } from '../../testing/renderInAdmin';
import { createLiveServices } from './createLiveServices';
import { LiveServicesProvider } from './LiveServicesContext';
import { LiveSession } from './LiveSession';

/** A SignalR stand-in recording the hubs built and started. */
function fakeHubs() {
  const started: string[] = [];
  const createHub = vi.fn<HubFactory>((url) => {
    const hub: HubLike = {
      start: async () => void started.push(url),
      stop: async () => undefined,
      on: () => undefined,
      onclose: () => undefined,
    };
    return hub;
  });
  return { createHub, started };
}

function setup(firstScreen?: ReturnType<typeof createFirstScreen>) {
  const { createHub, started } = fakeHubs();
  const getTaskOverview = vi.fn(async () => ({ data: [] }));
  const live = createLiveServices({
    config: TEST_CONFIG,
    dataProvider: { getTaskOverview },
    getUser: async () => ({ access_token: 'token' }),
    firstScreen,
    createHub,
  });
  renderInAdmin(
    <LiveServicesProvider value={live}>
      <LiveSession />
    </LiveServicesProvider>,
    { path: '/administration/users', route: '*' },
  );
  return { live, createHub, started, getTaskOverview };
}

describe('LiveSession', () => {
  it('connects only once the first screen has been shown, then reads the tasks', async () => {
    const firstScreen = createFirstScreen({
      quietMs: 0,
      fallbackMs: 60_000,
      afterPaint: (callback) => callback(),
    });
    const { live, createHub, started, getTaskOverview } = setup(firstScreen);
    await act(async () => undefined);
    expect(createHub).not.toHaveBeenCalled(); // no SignalR client, no negotiate while the first list loads
    expect(live.connection?.state.get()).toBe('disconnected');
    const api = firstScreen.track((async () => ({
      status: 200,
      headers: new Headers(),
      json: null,
    })) as Parameters<FirstScreen['track']>[0]);
    firstScreen.arm();
    await act(async () => void (await api('/api/administration/users')));
    await waitFor(() => expect(live.connection?.state.get()).toBe('connected'));
    expect(started).toEqual([TEST_CONFIG.hubUrl]);
    expect(getTaskOverview).toHaveBeenCalledTimes(1);
  });

  it('connects with the layout when there is no first-screen signal', async () => {
    const { live, started } = setup();
    await waitFor(() => expect(live.connection?.state.get()).toBe('connected'));
    expect(started).toEqual([TEST_CONFIG.hubUrl]);
  });
});
