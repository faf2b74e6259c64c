import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import type * as ReactAdmin from 'react-admin';
import { DataProviderContext } from 'react-admin';
import { withRealtime } from '../../providers/realtime';
import { resourceRegistry } from '../../resources/registry';
import { useLiveRefresh } from './useLiveRefresh';

const refresh = vi.fn();
vi.mock('react-admin', async (importOriginal) => ({
  ...(await importOriginal<typeof ReactAdmin>()),
  useRefresh: () => refresh,
}));

describe('useLiveRefresh', () => {
  beforeEach(() => {
    refresh.mockClear();
    vi.useFakeTimers();
  });
  afterEach(() => vi.useRealTimers());

  it('refreshes once per burst, and every 300 ms while task progress keeps coming', () => {
    const handlers = new Map<string, (payload: unknown) => void>();
    const live = {
      on: (target: string, handler: (payload: unknown) => void) => (handlers.set(target, handler), () => {}),
    };
    const dataProvider = withRealtime({} as never, live, resourceRegistry);
    const wrapper = ({ children }: { children: ReactNode }) => (
      <DataProviderContext.Provider value={dataProvider}>{children}</DataProviderContext.Provider>
    );
    renderHook(() => useLiveRefresh('administration/tasks'), { wrapper });
    act(() => {
      handlers.get('CreateTask')?.({ id: 1 });
      handlers.get('UpdateTask')?.({ id: 1 });
    });
    expect(refresh).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(300));
    expect(refresh).toHaveBeenCalledTimes(1);
    // Progress every 200 ms for 1.2 s: a refresh at least every 300 ms, not one after the stream ends.
    for (let step = 0; step < 6; step += 1)
      act(() => {
        handlers.get('UpdateTask')?.({ id: 1 });
        vi.advanceTimersByTime(200);
      });
    expect(refresh.mock.calls.length).toBeGreaterThanOrEqual(4);
  });
});
