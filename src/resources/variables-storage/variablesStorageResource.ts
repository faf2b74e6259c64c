import { defineResource } from '../defineResource';
import { removeAction } from '../removeAction';
import { namedReference } from '../namedReference';
import type { InputSpec } from '../schema/inputSchema';

/** Keys are names flows use: a letter, then letters, digits, `_`, `.` or `-`, at most 100 characters. */
export const KEY_PATTERN = '^[A-Za-z][A-Za-z0-9_.-]{0,99}$';
const view = [{ area: 'TenantValue', action: 'view' }];
const edit = [{ area: 'TenantValue', action: 'edit' }];
/** Opening times are typed as a first and a last time of day, HH:MM in 24 hours (SPEC §5). */
const valueInputs: InputSpec[] = [
  { source: 'kind', validate: [{ name: 'required' }], defaultValue: 0 },
  { source: 'value' },
  { source: 'opens', validate: [{ name: 'optionalTime' }] },
  { source: 'closes', validate: [{ name: 'optionalTime' }] },
];

/**
 * Variables storage (SPEC §2 `variables-storage/{idTenant?}`): the values flows read, per tenant: without a tenant
 * in the address those of the context tenant. Keys are added, edited and removed; beside the list, the storage's
 * access key is generated (shown once, then masked).
 */
export const variablesStorageResource = defineResource({
  name: 'variablesStorage',
  route: 'administration/variables-storage/:idTenant?',
  representation: 'key',
  icon: 'key',
  api: {
    list: { path: '/tenant-value-storage/values' },
    get: { path: '/tenant-value-storage/values/{id}' },
    create: { path: '/tenant-value-storage/values' },
    update: { path: '/tenant-value-storage/values/{id}' },
  },
  fields: [
    { source: 'id', type: 'number' },
    { source: 'key', type: 'text' },
    { source: 'kind', type: 'enum', enumeration: 'scheduleKind' },
    { source: 'value', type: 'text', sortable: false },
    { source: 'opens', type: 'text', sortable: false },
    { source: 'closes', type: 'text', sortable: false },
    ...namedReference('idTenant', 'tenants', 'tenantName'),
    { source: 'updated', type: 'datetime' },
  ],
  list: {
    columns: ['key', 'kind', 'value', 'opens', 'closes', 'updated'],
    optionalColumns: ['idTenant'],
    defaultSort: { field: 'key', order: 'ASC' },
    filters: [
      { source: 'q', type: 'search' },
      { source: 'kind', type: 'enum' },
    ],
    routeFilters: { idTenant: 'idTenant' },
    aside: 'variablesStorageKey',
  },
  detail: {
    tabs: [{ path: 'overview', fields: ['key', 'kind', 'value', 'opens', 'closes', 'idTenant', 'updated'] }],
  },
  form: {
    create: [
      { source: 'key', validate: [{ name: 'required' }, { name: 'match', pattern: KEY_PATTERN }] },
      ...valueInputs,
      { source: 'idTenant' },
    ],
    edit: valueInputs,
  },
  actions: [
    {
      name: 'generateKey',
      scope: 'record',
      icon: 'key',
      call: { method: 'POST', path: '/tenant-value-storage/tenants/{id}/key' },
      confirm: true,
      onSuccess: 'showResult',
      resultPath: 'key',
      // Offered beside the list on the storage's key (a record without a `key` of its own), never on a value.
      visibleWhen: { field: 'key', empty: true },
      permissions: edit,
    },
    removeAction('/tenant-value-storage/values/{id}', edit),
  ],
  permissions: { list: view, detail: view, create: edit, edit, export: view },
});
