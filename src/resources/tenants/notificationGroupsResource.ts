import { defineResource } from '../defineResource';
import { removeAction } from '../removeAction';
import type { InputSpec } from '../schema/inputSchema';
import { NAME_RULES } from './tenantRules';

const view = [{ area: 'Tenant', action: 'view' }];
const edit = [{ area: 'Tenant', action: 'edit' }];
/** The inputs of a notification group (also its in-place edit on the tenant's notifications tab). */
export const notificationGroupInputs: InputSpec[] = [
  { source: 'name', validate: NAME_RULES },
  { source: 'emails', validate: [{ name: 'required' }, { name: 'email' }] },
  { source: 'events', validate: [{ name: 'required' }] },
];

/**
 * Notification groups of a tenant (SPEC §2 "tenant notification groups"): e-mail recipients per event kind, listed
 * on the tenant's `advanced/notifications` tab (created there) and edited on their own detail.
 */
export const notificationGroupsResource = defineResource({
  name: 'notificationGroups',
  route: 'administration/notification-groups',
  navigation: false,
  parent: { resource: 'tenants', field: 'idTenant', tab: 'advanced/notifications' },
  representation: 'name',
  icon: 'notify',
  api: {
    list: { path: '/administration/notification-groups' },
    get: { path: '/administration/notification-groups/{id}' },
    create: { path: '/administration/notification-groups' },
    update: { path: '/administration/notification-groups/{id}' },
  },
  fields: [
    { source: 'id', type: 'number' },
    { source: 'name', type: 'text' },
    { source: 'emails', type: 'tags', sortable: false },
    {
      source: 'events',
      type: 'referenceList',
      lookup: { path: '/administration/notification-event-kinds' },
      sortable: false,
    },
    { source: 'idTenant', type: 'reference', reference: 'tenants', labelSource: 'tenantName' },
    { source: 'tenantName', type: 'text' },
    { source: 'created', type: 'datetime' },
  ],
  list: {
    columns: ['name', 'emails', 'events', 'created'],
    optionalColumns: ['idTenant'],
    defaultSort: { field: 'name', order: 'ASC' },
    filters: [{ source: 'q', type: 'search' }],
  },
  detail: { tabs: [{ path: 'overview', fields: ['name', 'emails', 'events', 'idTenant', 'created'] }] },
  form: {
    create: [{ source: 'idTenant', validate: [{ name: 'required' }] }, ...notificationGroupInputs],
    edit: notificationGroupInputs,
  },
  actions: [removeAction('/administration/notification-groups/{id}', edit)],
  permissions: { list: view, detail: view, create: edit, edit, export: view },
});
