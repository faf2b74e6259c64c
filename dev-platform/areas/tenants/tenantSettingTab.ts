import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import { principalOf, requirePermission } from '../../api/accessGuard';
import { booleanErrors } from '../../api/recordFields';
import { sourceFormErrors } from '../../api/resourceRules';
import { assertValid, bodyOf } from '../../api/validation';
import { scopedTenantId } from './tenantRecords';

type Permission = { area: string; action: string };

/**
 * A tenant tab or section with its own record (`GET`/`PUT /{area}/tenants/{id}/{path}`): PUT validates the
 * body by the tab form's rules (absent fields keep their value), stores the merged value and answers it as GET.
 */
export interface TenantSettingTab<T> {
  path: string;
  /** The API area the calls belong to (SPEC §7 areas): `administration` by default, `agent-assist` for agent control. */
  area?: 'administration' | 'agent-assist';
  view: Permission;
  /** A further permission both calls need (e.g. `AccessManagement/viewAgentControl`). */
  viewAlso?: Permission;
  edit: Permission;
  booleans: readonly string[];
  /** Errors the form's rules cannot express. */
  extraErrors?(body: Record<string, unknown>, errors: Record<string, string>): void;
  read(db: Db, idTenant: number): T;
  write(db: Db, idTenant: number, body: Record<string, unknown>, current: T): void;
}

export function registerTenantSettingTab<T>(app: FastifyInstance, db: Db, tab: TenantSettingTab<T>): void {
  const collection = `/${tab.area ?? 'administration'}/tenants`;
  const url = `/api${collection}/:id/${tab.path}`;
  const tenantOf = (request: Parameters<typeof principalOf>[0]) => {
    if (tab.viewAlso) requirePermission(principalOf(request), tab.viewAlso.area, tab.viewAlso.action);
    return scopedTenantId(db, request);
  };
  app.get(url, { config: { access: tab.view } }, async (request) => tab.read(db, tenantOf(request)));
  app.put(url, { config: { access: tab.edit } }, async (request): Promise<T> => {
    requirePermission(principalOf(request), tab.view.area, tab.view.action);
    const idTenant = tenantOf(request);
    const body = bodyOf(request);
    const errors = booleanErrors(
      body,
      tab.booleans,
      sourceFormErrors('tenants', `${collection}/{id}/${tab.path}`, body),
    );
    tab.extraErrors?.(body, errors);
    assertValid(errors);
    db.transaction(() => tab.write(db, idTenant, body, tab.read(db, idTenant)))();
    return tab.read(db, idTenant);
  });
}
