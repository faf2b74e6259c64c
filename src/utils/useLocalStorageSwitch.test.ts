import { act, renderHook } from '@testing-library/react';
import { useLocalStorageSwitch } from './useLocalStorageSwitch';

describe('useLocalStorageSwitch', () => {
  afterEach(() => localStorage.clear());

  it('reads and writes its SPEC §9 key, and every reader follows a change', () => {
    localStorage.setItem('liveCallTransfer', 'true');
    const first = renderHook(() => useLocalStorageSwitch('liveCallTransfer'));
    const second = renderHook(() => useLocalStorageSwitch('liveCallTransfer'));
    expect(first.result.current[0]).toBe(true);
    act(() => first.result.current[1](false));
    expect(localStorage.getItem('liveCallTransfer')).toBeNull();
    expect(second.result.current[0]).toBe(false);
    act(() => second.result.current[1](true));
    expect(localStorage.getItem('liveCallTransfer')).toBe('true');
    expect(first.result.current[0]).toBe(true);
  });

  it("follows another tab's change (the storage event)", () => {
    const { result } = renderHook(() => useLocalStorageSwitch('dialLogsDebugActive'));
    expect(result.current[0]).toBe(false);
    act(() => {
      localStorage.setItem('dialLogsDebugActive', 'true');
      window.dispatchEvent(new StorageEvent('storage', { key: 'dialLogsDebugActive' }));
    });
    expect(result.current[0]).toBe(true);
  });
});
