import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Platform } from '../../dev-platform/platform';
import type { EditingPresence } from '../../src/shared/wire/presence';
import { startTestPlatform } from '../support/testPlatform';
import { sessionFor, tenantIdOf, type Session } from './session';

let platform: Platform;
let admin: Session;
let operator: Session;
let line: string;
let foreign: string;
const PATH = '/api/presence/editing';
const say = (session: Session, id: string, editing: boolean) =>
  session.call(PATH, { method: 'POST', body: { path: '/administration/lines', id, editing } });

beforeAll(async () => {
  platform = await startTestPlatform();
  [admin, operator] = await Promise.all([sessionFor(platform, 'admin'), sessionFor(platform, 'operator')]);
  const idOf = (tenant: string) =>
    String(
      platform.db
        .prepare('SELECT MIN(id) FROM line WHERE id_tenant = ?')
        .pluck()
        .get(tenantIdOf(platform, tenant)),
    );
  line = idOf('Acme Telecom');
  foreign = idOf('Globex Banking');
});
afterAll(() => platform.close());

describe('edit presence (issue 36.4)', () => {
  it('tells who has a record open for edit, and forgets a user who closed it', async () => {
    expect((await say(operator, line, true)).body).toMatchObject({ editors: [{ name: 'Oscar Operator' }] });
    const both = (await say(admin, line, true)).body as EditingPresence;
    expect(both.editors.map((editor) => editor.name).sort()).toEqual(['Ada Admin', 'Oscar Operator'].sort());
    await say(operator, line, false);
    const read = await operator.call(`${PATH}?path=/administration/lines&id=${line}`);
    expect((read.body as EditingPresence).editors.map((editor) => editor.name)).toEqual(['Ada Admin']);
    await say(admin, line, false);
  });

  it('answers 404 for a record the caller may not read, and 400 for a malformed one, never a 500', async () => {
    expect((await say(operator, foreign, true)).status).toBe(404);
    expect((await operator.call(`${PATH}?path=/administration/lines&id=${foreign}`)).status).toBe(404);
    for (const body of [
      { path: '/administration/lines?x=1', id: line, editing: true },
      { path: '/administration/lines', id: '../1', editing: true },
      { path: '/administration/lines', id: line, editing: 'yes' },
      { path: ['x'], id: line, editing: true },
    ])
      expect((await operator.call(PATH, { method: 'POST', body })).status).toBe(400);
  });
});
