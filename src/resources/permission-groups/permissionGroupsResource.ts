import { defineResource } from '../defineResource';

const view = [{ area: 'Role', action: 'view' }];
const edit = [{ area: 'Role', action: 'edit' }];

/**
 * Permission groups, i.e. roles (SPEC §2 "Permission groups"): list at /administration/permission-groups, detail
 * …/detail/{idRole}/overview with the permission editor (every area and action of the platform's catalogue).
 */
export const permissionGroupsResource = defineResource({
  name: 'permissionGroups',
  route: 'administration/permission-groups',
  representation: 'name',
  icon: 'admin',
  api: {
    list: { path: '/administration/roles' },
    get: { path: '/administration/roles/{id}' },
    create: { path: '/administration/roles' },
    update: { path: '/administration/roles/{id}' },
  },
  search: ['name'],
  fields: [
    { source: 'id', type: 'number' },
    { source: 'name', type: 'text' },
    { source: 'description', type: 'longText' },
    {
      source: 'idTenant',
      type: 'reference',
      reference: 'tenants',
      labelSource: 'tenantName',
      sortField: 'tenantName',
    },
    { source: 'tenantName', type: 'text' },
    { source: 'userCount', type: 'number' },
    { source: 'permissions', type: 'json' },
    { source: 'created', type: 'datetime' },
  ],
  list: {
    columns: ['name', 'description', 'idTenant', 'userCount', 'created'],
    defaultSort: { field: 'name', order: 'ASC' },
    filters: [
      { source: 'q', type: 'search' },
      { source: 'idTenant', type: 'reference' },
    ],
  },
  detail: { tabs: [{ path: 'overview', component: 'permissionEditor' }] },
  form: {
    create: [
      { source: 'name', validate: [{ name: 'required' }, { name: 'minLength', n: 3 }] },
      { source: 'description' },
    ],
    edit: [
      { source: 'name', validate: [{ name: 'required' }, { name: 'minLength', n: 3 }] },
      { source: 'description' },
    ],
  },
  permissions: { list: view, detail: view, create: edit, edit, export: view },
});
