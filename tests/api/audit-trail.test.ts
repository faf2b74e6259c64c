import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Platform } from '../../dev-platform/platform';
import { HIDDEN_VALUE } from '../../src/shared/auditChanges';
import type { AuditEntry } from '../../src/shared/wire/administration';
import type { ListResponse } from '../../src/shared/wire/common';
import { startTestPlatform } from '../support/testPlatform';
import { sessionFor, type Session } from './session';

let platform: Platform;
let admin: Session;

beforeAll(async () => {
  platform = await startTestPlatform();
  admin = await sessionFor(platform, 'admin');
});
afterAll(async () => platform?.close());

/** The newest entries about one record (entity and id), newest first. */
async function entriesOf(entity: string, entityId: string | number): Promise<AuditEntry[]> {
  const filter = encodeURIComponent(JSON.stringify({ entity, entityId: String(entityId) }));
  const { body } = await admin.call(`/api/administration/audit-log?filter=${filter}&pageSize=50`);
  return (body as ListResponse<AuditEntry>).items;
}

describe('the audit trail of writes (SPEC §3, issue 37.15)', () => {
  it('records a creation, an update with the changed fields before and after, and a removal', async () => {
    const created = await admin.call('/api/assets/tags', {
      method: 'POST',
      body: { name: 'Audited', colour: '#112233' },
    });
    expect(created.status).toBe(201);
    const id = (created.body as { id: number }).id;
    const updated = await admin.call(`/api/assets/tags/${id}`, {
      method: 'PUT',
      body: { name: 'Audited 2' },
    });
    expect(updated.status).toBe(200);
    expect((await admin.call(`/api/assets/tags/${id}`, { method: 'DELETE' })).status).toBe(204);

    const [removal, update, creation] = await entriesOf('Tag', id);
    expect(creation).toMatchObject({
      action: 2,
      entity: 'Tag',
      username: 'admin',
      detail: 'POST /assets/tags',
    });
    expect(creation!.changes).toEqual(
      expect.arrayContaining([{ field: 'name', before: null, after: 'Audited' }]),
    );
    expect(update).toMatchObject({ action: 3, detail: `PUT /assets/tags/${id}` });
    expect(update!.changes).toEqual([{ field: 'name', before: 'Audited', after: 'Audited 2' }]);
    expect(removal).toMatchObject({ action: 4, detail: `DELETE /assets/tags/${id}` });
    expect(removal!.changes).toEqual(
      expect.arrayContaining([{ field: 'name', before: 'Audited 2', after: null }]),
    );
  });

  it('records nothing for a refused write', async () => {
    const before = await entriesOf('Tag', 999_999);
    expect((await admin.call('/api/assets/tags/999999', { method: 'PUT', body: { name: 'x' } })).status).toBe(
      404,
    );
    expect(await entriesOf('Tag', 999_999)).toEqual(before);
  });

  it('records an operation without the secret it answered', async () => {
    const { body } = await admin.call('/api/administration/users?pageSize=1&sort=id&order=ASC');
    const user = (body as ListResponse<{ id: number }>).items[0]!;
    const answer = await admin.call(`/api/administration/users/${user.id}/api-secret`, {
      method: 'POST',
      body: {},
    });
    expect(answer.status).toBe(200);
    const secret = (answer.body as { secret: string }).secret;
    const [entry] = await entriesOf('User', user.id);
    expect(entry).toMatchObject({ action: 5, detail: `POST /administration/users/${user.id}/api-secret` });
    expect(JSON.stringify(entry)).not.toContain(secret);
    for (const change of entry!.changes ?? []) expect([change.before, change.after]).not.toContain(secret);
    expect(HIDDEN_VALUE).not.toBe(secret);
  });
});
