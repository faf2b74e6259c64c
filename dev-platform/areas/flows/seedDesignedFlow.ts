import type { Flow } from '../../../src/shared/flow/flowModel';
import { DAY, insert, type SeedContext } from '../../db/seed/seedContext';
import { tenantNamed } from '../tenants/seedTenants';
import { syncScriptRelations } from './flowRelationsSync';

/**
 * A flow of the current model in the platform tenant (the documented admin's), in English, as version 1, with its
 * relations synced from its nodes like any saved version.
 */
export function seedDesignedFlow(ctx: SeedContext, flow: Flow, description: string, daysAgo: number): void {
  const tenant = tenantNamed(ctx, 'Switchboard');
  const created = new Date(ctx.now.getTime() - daysAgo * DAY).toISOString();
  const english = ctx.languages.find((language) => language.name === 'en-GB');
  const author = tenant.userIds[0] ?? null;
  const id = insert(ctx.db, 'call_script', {
    id_tenant: tenant.id,
    id_folder: null,
    id_language: english?.id ?? null,
    name: flow.name,
    description,
    is_component: false,
    channels: 1,
    process_kind: 1,
    id_user_created: author,
    id_user_modified: author,
    created,
    updated: created,
  });
  insert(ctx.db, 'call_script_version', {
    id_call_script: id,
    version: 1,
    id_user: author,
    created,
    tag: null,
    content: flow,
    comment: 'Initial version',
  });
  syncScriptRelations(ctx.db, id);
}
