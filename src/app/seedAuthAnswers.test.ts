// @vitest-environment node
import { QueryClient } from '@tanstack/react-query';
import { seedAuthAnswers } from './seedAuthAnswers';

describe('seedAuthAnswers', () => {
  it('puts the permissions and the identity under react-admin’s keys', async () => {
    const queryClient = new QueryClient();
    const permissions = { User: ['view'] };
    const identity = { id: 1, fullName: 'Ada Admin' };
    await seedAuthAnswers(queryClient, {
      getPermissions: async () => permissions,
      getIdentity: async () => identity,
    });
    expect(queryClient.getQueryData(['auth', 'getPermissions', {}])).toBe(permissions);
    expect(queryClient.getQueryData(['auth', 'getIdentity'])).toBe(identity);
  });

  it('seeds nothing when the answers fail (react-admin then asks itself)', async () => {
    const queryClient = new QueryClient();
    await seedAuthAnswers(queryClient, {
      getPermissions: () => Promise.reject(new Error('no session')),
      getIdentity: async () => ({ id: 1 }),
    });
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
  });
});
