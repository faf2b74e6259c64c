// @vitest-environment node
import { resourceRegistry } from '../registry';
import {
  isGranted,
  permissionRows,
  registryRequirements,
  samePermissions,
  toggleAction,
  toggleAll,
  type PermissionRow,
} from './permissionModel';

const tag: PermissionRow = { area: 'Tag', actions: ['view', 'edit'], inCatalogue: true };

describe('permission model', () => {
  it('lists catalogue areas, areas only the registry requires and areas only the role holds', () => {
    const rows = permissionRows(
      [
        { area: 'Tag', actions: ['view', 'edit'] },
        { area: 'Auditlog', actions: ['view'] },
      ],
      [{ area: 'Showcase', action: 'view' }],
      { Legacy: ['run'], Tag: ['view'] },
    );
    expect(rows).toEqual([
      { area: 'Auditlog', actions: ['view'], inCatalogue: true },
      { area: 'Legacy', actions: ['run'], inCatalogue: false },
      { area: 'Showcase', actions: ['view'], inCatalogue: false },
      { area: 'Tag', actions: ['view', 'edit'], inCatalogue: true },
    ]);
  });

  it('collects every requirement of the registry (views, tabs, actions)', () => {
    const required = registryRequirements(resourceRegistry);
    expect(required).toContainEqual({ area: 'User', action: 'create' });
    expect(required).toContainEqual({ area: 'Grammar', action: 'create' });
    expect(required).toContainEqual({ area: 'Auditlog', action: 'view' });
    // Only a child of a tab group (lines' advanced/queue) and a list view (suspicious entities) require these.
    expect(required).toContainEqual({ area: 'Line', action: 'viewQueue' });
    expect(required).toContainEqual({ area: 'SuspiciousEntities', action: 'view' });
  });

  it('toggles single actions, turning -1 into the explicit list of the others', () => {
    expect(toggleAction({}, tag, 'view')).toEqual({ Tag: ['view'] });
    expect(toggleAction({ Tag: ['view'] }, tag, 'edit')).toEqual({ Tag: ['view', 'edit'] });
    expect(toggleAction({ Tag: ['view'] }, tag, 'view')).toEqual({});
    expect(toggleAction({ Tag: -1 }, tag, 'edit')).toEqual({ Tag: ['view'] });
  });

  it('toggles every action (-1) on and the area off', () => {
    expect(toggleAll({ Tag: ['view'] }, 'Tag')).toEqual({ Tag: -1 });
    expect(toggleAll({ Tag: -1, User: ['view'] }, 'Tag')).toEqual({ User: ['view'] });
  });

  it('reads grants and compares maps regardless of order', () => {
    expect(isGranted({ Tag: -1 }, 'Tag', 'anything')).toBe(true);
    expect(isGranted({ Tag: ['view'] }, 'Tag', 'edit')).toBe(false);
    expect(samePermissions({ A: ['x', 'y'], B: -1 }, { B: -1, A: ['y', 'x'] })).toBe(true);
    expect(samePermissions({ A: ['x'] }, { A: -1 })).toBe(false);
  });
});
