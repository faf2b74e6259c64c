import { openDatabase, type Db } from '../database';
import { withSideLoads } from './sideLoad';

const COLUMNS = ['id_tenant', 'id_user', 'action', 'entity', 'entity_id', 'time', 'detail', 'ip_address'];
const row = (n: number) => [
  1,
  null,
  1 + (n % 5),
  'Line',
  String(n),
  `2025-03-${String(1 + (n % 28)).padStart(2, '0')}`,
  `row ${n}`,
  null,
];

/** Loads `rows` audit entries aside and copies them in, inside one transaction as the seed does. */
function loadAside(db: Db, rows: (string | number | null)[][]): void {
  db.pragma('foreign_keys = OFF');
  withSideLoads(db, ['audit_entry'], (aside) =>
    db.transaction(() => {
      const load = aside.start('audit_entry', COLUMNS);
      for (const values of rows) load.add(values);
      load.end();
      aside.copy('audit_entry');
    })(),
  );
}

describe('withSideLoads', () => {
  let db: Db;
  beforeEach(() => (db = openDatabase(':memory:')));
  afterEach(() => db.close());

  it('copies the rows in their order, with their ids, and fills the indexes', () => {
    const rows = Array.from({ length: 45_000 }, (_, n) => row(n)); // more than one message to the worker
    loadAside(db, rows);
    expect(db.prepare('SELECT COUNT(*) FROM audit_entry').pluck().get()).toBe(45_000);
    expect(db.prepare('SELECT * FROM audit_entry WHERE id = 12345').get()).toMatchObject({
      entity_id: '12344',
      detail: 'row 12344',
    });
    // Every index holds every row (an index left empty would answer fewer).
    const byAction = db
      .prepare('SELECT COUNT(*) FROM audit_entry INDEXED BY audit_entry_action_page WHERE action = 3')
      .pluck()
      .get();
    expect(byAction).toBe(9000);
    expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
    expect(db.prepare('SELECT name FROM pragma_database_list').pluck().all()).not.toContain(
      'side_audit_entry',
    );
  });

  it("reports the worker's error instead of waiting for it", () => {
    const bad = [row(1), [1, null, 9, 'Line', '2', '2025-03-01', 'action out of range', null]];
    expect(() => loadAside(db, bad)).toThrow(/Side load of audit_entry failed: CHECK constraint failed/);
    expect(db.prepare('SELECT COUNT(*) FROM audit_entry').pluck().get()).toBe(0);
  });
});
