import { defineResource } from '../defineResource';
import { wholeInRange } from './tenantRules';

/**
 * A tenant's limits and licences (SPEC §3 limit kinds OTHER, SLA, LICENSE_VOICEBOT … LICENSE_AGENT_ASSIST), shown
 * and created on the tenant's overview, removed by its row action; one limit per kind.
 */
export const tenantLimitsResource = defineResource({
  name: 'tenantLimits',
  route: 'administration/tenant-limits',
  embedded: true,
  representation: 'kind',
  icon: 'license',
  api: {
    list: { path: '/administration/tenant-limits' },
    get: { path: '/administration/tenant-limits/{id}' },
    create: { path: '/administration/tenant-limits' },
  },
  fields: [
    { source: 'id', type: 'number' },
    { source: 'idTenant', type: 'number' },
    { source: 'kind', type: 'enum', enumeration: 'limitKind' },
    { source: 'value', type: 'number' },
    { source: 'validFrom', type: 'date' },
    { source: 'validTo', type: 'date' },
  ],
  list: {
    columns: ['kind', 'value', 'validFrom', 'validTo'],
    defaultSort: { field: 'kind', order: 'ASC' },
    export: 'none',
  },
  form: {
    create: [
      { source: 'idTenant', validate: [{ name: 'required' }] },
      { source: 'kind', validate: [{ name: 'required' }] },
      { source: 'value', validate: [{ name: 'required' }, ...wholeInRange(0, 1_000_000)] },
      { source: 'validFrom', validate: [{ name: 'date' }] },
      { source: 'validTo' },
    ],
  },
  permissions: {
    list: [{ area: 'Tenant', action: 'view' }],
    detail: [{ area: 'Tenant', action: 'view' }],
    create: [{ area: 'Tenant', action: 'edit' }],
  },
});
