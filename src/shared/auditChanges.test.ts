import { auditChanges, HIDDEN_VALUE } from './auditChanges';

describe('auditChanges', () => {
  it('lists the fields an update changed, with their values before and after', () => {
    expect(
      auditChanges(
        { id: 4, name: 'Main line', maxChannels: 4, enabled: true, updated: '2026-01-01T00:00:00Z' },
        { id: 4, name: 'Main line 2', maxChannels: 8, enabled: true, updated: '2026-11-29T00:00:00Z' },
      ),
    ).toEqual([
      { field: 'name', before: 'Main line', after: 'Main line 2' },
      { field: 'maxChannels', before: 4, after: 8 },
    ]);
  });

  it('records a creation and a removal field by field', () => {
    expect(auditChanges(undefined, { id: 9, name: 'New' })).toEqual([
      { field: 'id', before: null, after: 9 },
      { field: 'name', before: null, after: 'New' },
    ]);
    expect(auditChanges({ id: 9, name: 'Old' }, null)).toEqual([
      { field: 'id', before: 9, after: null },
      { field: 'name', before: 'Old', after: null },
    ]);
  });

  it('never records a secret, only that it changed', () => {
    expect(auditChanges({ apiSecret: 'abc' }, { apiSecret: 'def' })).toEqual([
      { field: 'apiSecret', before: HIDDEN_VALUE, after: HIDDEN_VALUE },
    ]);
    expect(auditChanges({}, { password: 'Secret1!' })).toEqual([
      { field: 'password', before: null, after: HIDDEN_VALUE },
    ]);
  });

  it('compares lists and objects by value and cuts long values', () => {
    expect(auditChanges({ roleIds: [1, 2] }, { roleIds: [1, 2] })).toEqual([]);
    const [change] = auditChanges({ note: 'a' }, { note: 'x'.repeat(600) });
    expect((change!.after as string).length).toBe(501);
  });
});
