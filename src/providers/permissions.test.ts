import { hasPermission, hasPermissions } from './permissions';

describe('hasPermission', () => {
  it('grants a listed action', () => {
    expect(hasPermission({ Tenant: ['view'] }, { area: 'Tenant', action: 'view' })).toBe(true);
  });

  it('grants every action of an area given as -1', () => {
    expect(hasPermission({ Tenant: -1 }, { area: 'Tenant', action: 'anything' })).toBe(true);
  });

  it('denies an action that is not listed, an unknown area and a missing map', () => {
    expect(hasPermission({ Tenant: ['edit'] }, { area: 'Tenant', action: 'view' })).toBe(false);
    expect(hasPermission({ Line: -1 }, { area: 'Tenant', action: 'view' })).toBe(false);
    expect(hasPermission(undefined, { area: 'Tenant', action: 'view' })).toBe(false);
  });

  it('compares actions exactly (case-sensitive)', () => {
    expect(hasPermission({ Tenant: ['View'] }, { area: 'Tenant', action: 'view' })).toBe(false);
  });
});

describe('hasPermissions', () => {
  it('requires all listed pairs', () => {
    const map = { Tenant: ['view'], Line: ['view'] };
    expect(
      hasPermissions(map, [
        { area: 'Tenant', action: 'view' },
        { area: 'Line', action: 'view' },
      ]),
    ).toBe(true);
    expect(
      hasPermissions(map, [
        { area: 'Tenant', action: 'view' },
        { area: 'Line', action: 'viewQueue' },
      ]),
    ).toBe(false);
  });

  it('grants an empty requirement list', () => {
    expect(hasPermissions({}, [])).toBe(true);
  });
});
