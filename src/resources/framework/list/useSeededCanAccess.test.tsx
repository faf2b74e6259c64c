import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { useSeededCanAccess } from './useSeededCanAccess';

const KEY = ['auth', 'canAccess', { resource: 'administration/users', action: 'delete' }];

function setup(known: boolean | undefined) {
  const queryClient = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const hook = renderHook(({ value }) => useSeededCanAccess('administration/users', 'delete', value), {
    wrapper,
    initialProps: { value: known },
  });
  return { queryClient, ...hook };
}

describe('useSeededCanAccess', () => {
  it('answers react-admin’s check from the first render, held fresh, and follows later answers', () => {
    const { queryClient, rerender } = setup(true);
    expect(queryClient.getQueryData(KEY)).toBe(true);
    expect(queryClient.getQueryDefaults(KEY).staleTime).toBe(Infinity);
    rerender({ value: false });
    expect(queryClient.getQueryData(KEY)).toBe(false);
  });

  it('leaves the check to react-admin while the answer is unknown', () => {
    const { queryClient } = setup(undefined);
    expect(queryClient.getQueryState(KEY)).toBeUndefined();
  });
});
