import {
  TENANT_CONTEXT_STORAGE_KEY,
  clearTenantContext,
  readTenantContext,
  subscribeTenantContext,
  writeTenantContext,
} from './tenantContext';

describe('tenant context storage', () => {
  beforeEach(() => sessionStorage.clear());

  it('round-trips the selected tenant under the documented key', () => {
    writeTenantContext({ id: 7, name: 'Acme' });
    expect(JSON.parse(sessionStorage.getItem(TENANT_CONTEXT_STORAGE_KEY) ?? 'null')).toEqual({
      id: 7,
      name: 'Acme',
    });
    expect(readTenantContext()).toEqual({ id: 7, name: 'Acme' });
  });

  it('returns null when nothing is stored or after clearing', () => {
    expect(readTenantContext()).toBeNull();
    writeTenantContext({ id: 7, name: 'Acme' });
    clearTenantContext();
    expect(readTenantContext()).toBeNull();
  });

  it('notifies subscribers of every change until they unsubscribe', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeTenantContext(listener);
    writeTenantContext({ id: 7, name: 'Acme' });
    clearTenantContext();
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    writeTenantContext({ id: 8, name: 'Globex' });
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it.each(['not json', '{"id":"7","name":"Acme"}', '{"id":7}', 'null', '[7]', '{"id":1.5,"name":"x"}'])(
    'ignores the malformed value %s',
    (raw) => {
      sessionStorage.setItem(TENANT_CONTEXT_STORAGE_KEY, raw);
      expect(readTenantContext()).toBeNull();
    },
  );
});
