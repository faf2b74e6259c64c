import { defineResource } from '../defineResource';
import type { InputSpec } from '../schema/inputSchema';

const view = [{ area: 'User', action: 'view' }];
const edit = [{ area: 'User', action: 'edit' }];
const password: InputSpec[] = [
  { source: 'password', validate: [{ name: 'required' }, { name: 'minLength', n: 8 }] },
  {
    source: 'passwordConfirm',
    submit: false,
    validate: [{ name: 'required' }, { name: 'match', field: 'password' }],
  },
];

/**
 * Users (SPEC §2 "Users"): list at /administration/users, detail tabs overview and security (password, API secret,
 * two-factor state, roles). `?dialog=newPassword` on the overview opens the password dialog (SPEC §9).
 */
export const usersResource = defineResource({
  name: 'users',
  route: 'administration/users',
  representation: 'username',
  icon: 'users',
  api: {
    list: { path: '/administration/users' },
    get: { path: '/administration/users/{id}' },
    create: { path: '/administration/users' },
    update: { path: '/administration/users/{id}' },
  },
  search: ['username', 'email', 'firstname', 'lastname'],
  fields: [
    { source: 'id', type: 'number' },
    { source: 'username', type: 'text' },
    { source: 'firstname', type: 'text' },
    { source: 'lastname', type: 'text' },
    { source: 'email', type: 'email' },
    { source: 'phone', type: 'text' },
    {
      source: 'idTenant',
      type: 'reference',
      reference: 'tenants',
      labelSource: 'tenantName',
      sortField: 'tenantName',
    },
    { source: 'tenantName', type: 'text' },
    { source: 'enabled', type: 'boolean' },
    { source: 'timezone', type: 'text' },
    { source: 'twoFactorEnabled', type: 'boolean' },
    {
      source: 'apiSecret',
      type: 'secret',
      reveal: { method: 'GET', path: '/administration/users/{id}/api-secret', dataPath: 'secret' },
    },
    { source: 'roleIds', type: 'referenceList', reference: 'permissionGroups', labelSource: 'roleNames' },
    { source: 'roleNames', type: 'tags' },
    { source: 'passwordChanged', type: 'datetime' },
    { source: 'passwordExpires', type: 'datetime' },
    { source: 'created', type: 'datetime' },
    { source: 'lastLogin', type: 'datetime' },
    { source: 'password', type: 'secret' },
    { source: 'passwordConfirm', type: 'secret' },
  ],
  list: {
    columns: ['username', 'firstname', 'lastname', 'email', 'idTenant', 'roleIds', 'enabled', 'lastLogin'],
    optionalColumns: ['phone', 'timezone', 'twoFactorEnabled', 'passwordExpires', 'created'],
    defaultSort: { field: 'username', order: 'ASC' },
    filters: [
      { source: 'q', type: 'search' },
      { source: 'idTenant', type: 'reference' },
      { source: 'enabled', type: 'boolean' },
      { source: 'twoFactorEnabled', type: 'boolean' },
    ],
  },
  detail: {
    tabs: [
      {
        path: 'overview',
        fields: [
          'id',
          'username',
          'firstname',
          'lastname',
          'email',
          'phone',
          'idTenant',
          'enabled',
          'timezone',
          'created',
          'lastLogin',
        ],
      },
      {
        path: 'security',
        fields: ['passwordChanged', 'passwordExpires', 'apiSecret', 'twoFactorEnabled', 'roleIds'],
      },
    ],
  },
  form: {
    create: [
      { source: 'username', validate: [{ name: 'required' }, { name: 'minLength', n: 3 }] },
      { source: 'firstname', validate: [{ name: 'required' }] },
      { source: 'lastname', validate: [{ name: 'required' }] },
      { source: 'email', validate: [{ name: 'required' }, { name: 'email' }] },
      { source: 'phone', validate: [{ name: 'digits' }] },
      ...password,
      { source: 'timezone' },
      { source: 'enabled', defaultValue: true },
      { source: 'roleIds' },
    ],
    edit: [
      { source: 'firstname', validate: [{ name: 'required' }] },
      { source: 'lastname', validate: [{ name: 'required' }] },
      { source: 'email', validate: [{ name: 'required' }, { name: 'email' }] },
      { source: 'phone', validate: [{ name: 'digits' }] },
      { source: 'timezone' },
      { source: 'enabled' },
    ],
  },
  actions: [
    {
      name: 'newPassword',
      scope: 'record',
      icon: 'key',
      tab: 'security',
      call: { path: '/administration/users/{id}/password' },
      form: [...password],
      permissions: edit,
    },
    {
      name: 'generateSecret',
      scope: 'record',
      icon: 'key',
      tab: 'security',
      call: { path: '/administration/users/{id}/api-secret' },
      confirm: true,
      onSuccess: 'showResult',
      resultPath: 'secret',
      permissions: edit,
    },
    {
      // SPEC §3 "token removal": users enrol themselves (/profile); an administrator can only remove it.
      name: 'resetTwoFactor',
      scope: 'record',
      icon: 'security',
      tab: 'security',
      call: { method: 'DELETE', path: '/administration/users/{id}/two-factor' },
      confirm: true,
      enabledWhen: { field: 'twoFactorEnabled', equals: true },
      permissions: edit,
    },
    {
      name: 'roles',
      scope: 'record',
      icon: 'group',
      tab: 'security',
      call: { method: 'PUT', path: '/administration/users/{id}/roles' },
      form: [{ source: 'roleIds' }],
      permissions: edit,
    },
    {
      name: 'enable',
      scope: 'bulk',
      icon: 'check',
      call: { path: '/administration/users/bulk/enable' },
      permissions: edit,
    },
    {
      name: 'disable',
      scope: 'bulk',
      icon: 'block',
      call: { path: '/administration/users/bulk/disable' },
      confirm: true,
      permissions: edit,
    },
  ],
  permissions: {
    list: view,
    detail: view,
    create: [{ area: 'User', action: 'create' }],
    edit,
    export: view,
  },
});
