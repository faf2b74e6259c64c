import { act, screen, waitFor } from '@testing-library/react';
import { testDataProvider, useGetList, type DataProvider } from 'react-admin';
import type { HubFactory, HubLike } from '../../providers/liveConnection';
import { createFirstScreen, type FirstScreen } from '../../providers/firstScreen';
import { TEST_CONFIG } from '../../testing/fixtures';
import { renderConsole } from '../../testing/renderConsole';
import { createLiveServices } from './createLiveServices';
import { LiveServicesProvider } from './LiveServicesContext';
import { LiveSession } from './LiveSession';

/** The open page's own read. */
function PageRead() {
  useGetList('administration/users');
  return null;
}

/** A SignalR stand-in recording the hubs built and started; `failure` makes every start fail with it. */
function fakeHubs(failure?: Error) {
  const started: string[] = [];
  const createHub = vi.fn<HubFactory>((url) => {
    const hub: HubLike = {
      start: async () => {
        if (failure) throw failure;
        started.push(url);
      },
      stop: async () => undefined,
      on: () => undefined,
      onclose: () => undefined,
    };
    return hub;
  });
  return { createHub, started };
}

function setup(firstScreen?: ReturnType<typeof createFirstScreen>, failure?: Error) {
  const { createHub, started } = fakeHubs(failure);
  const getTaskOverview = vi.fn(async () => ({ data: [] }));
  const getList = vi.fn(async () => ({ data: [{ id: 1 }], total: 1 })) as DataProvider['getList'];
  const live = createLiveServices({
    config: TEST_CONFIG,
    dataProvider: { getTaskOverview },
    getUser: async () => ({ access_token: 'token' }),
    firstScreen,
    createHub,
  });
  renderConsole(
    <LiveServicesProvider value={live}>
      <LiveSession />
      <PageRead />
    </LiveServicesProvider>,
    { path: '/administration/users', route: '*', dataProvider: testDataProvider({ getList }) },
  );
  return { live, createHub, started, getTaskOverview, getList };
}

describe('LiveSession', () => {
  it('connects only once the first screen has been shown, then reads the tasks and the page again', async () => {
    const firstScreen = createFirstScreen({
      quietMs: 0,
      fallbackMs: 60_000,
      afterPaint: (callback) => callback(),
    });
    const { live, createHub, started, getTaskOverview, getList } = setup(firstScreen);
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
    // What changed between the page's first read and the connection is not lost.
    await waitFor(() => expect(getList).toHaveBeenCalledTimes(2));
  });

  it('connects with the layout when there is no first-screen signal', async () => {
    const { live, started, getTaskOverview, getList } = setup();
    await waitFor(() => expect(live.connection?.state.get()).toBe('connected'));
    expect(started).toEqual([TEST_CONFIG.hubUrl]);
    await waitFor(() => expect(getTaskOverview).toHaveBeenCalledTimes(1));
    // That first connect comes with the page's own first read: the page is not read twice.
    expect(getList).toHaveBeenCalledTimes(1);
  });

  it('says a SPEC §8 hub error to the user (handshake error), not only in the log', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    setup(undefined, new Error('Server returned handshake error: protocol json is not supported'));
    expect(await screen.findByText('Handshake error')).toBeInTheDocument();
  });
});
