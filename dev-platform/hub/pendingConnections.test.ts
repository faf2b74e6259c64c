import { PendingConnections } from './pendingConnections';

const principal = { idUser: 1, idTenant: 10, sub: 'user-1' };

describe('PendingConnections', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('keeps a negotiated connection under a secret token distinct from its public id', () => {
    const pending = new PendingConnections(60_000);
    const { connectionId, connectionToken } = pending.add(principal, '20');

    expect(connectionToken).not.toBe(connectionId);
    expect(pending.get(connectionToken)).toEqual({
      connectionId,
      principal,
      tenantContextId: '20',
      statefulReconnect: false,
    });
    expect(pending.get(connectionId)).toBeUndefined();
  });

  it('forgets a token not used within the time to live', () => {
    const pending = new PendingConnections(60_000);
    const { connectionToken } = pending.add(principal, undefined);

    vi.advanceTimersByTime(59_999);
    expect(pending.get(connectionToken)).toBeDefined();
    vi.advanceTimersByTime(1);
    expect(pending.get(connectionToken)).toBeUndefined();
    expect(pending.size).toBe(0);
  });

  it('hands a token out once and clears its expiry timer', () => {
    const pending = new PendingConnections(60_000);
    const { connectionToken, connectionId } = pending.add(principal, undefined);

    expect(pending.take(connectionToken)?.connectionId).toBe(connectionId);
    expect(pending.take(connectionToken)).toBeUndefined();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('clear drops every entry and timer', () => {
    const pending = new PendingConnections(60_000);
    pending.add(principal, undefined);
    pending.add(principal, '30');

    pending.clear();

    expect(pending.size).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });
});
