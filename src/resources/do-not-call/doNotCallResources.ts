import { defineResource } from '../defineResource';
import { removeAction } from '../removeAction';
import type { InputSpec } from '../schema/inputSchema';
import { E164_PATTERN } from '../../shared/phoneNumbers';
import { NAME_RULES } from '../telephonyRules';

const view = [{ area: 'DoNotCall', action: 'view' }];
const edit = [{ area: 'DoNotCall', action: 'edit' }];
const lists = '/callbot/do-not-call-lists';
const listInputs: InputSpec[] = [{ source: 'name', validate: NAME_RULES }, { source: 'description' }];

/**
 * Do-not-call lists of the tenant (issue 35): `/campaigns/do-not-call`, and `detail/{id}/overview` with the list's
 * numbers (paged and searched on the server), one number added in place, a CSV file imported (all or nothing) and the
 * list exported as CSV.
 */
export const doNotCallListsResource = defineResource({
  name: 'doNotCallLists',
  route: 'campaigns/do-not-call',
  representation: 'name',
  icon: 'block',
  api: {
    list: { path: lists },
    get: { path: `${lists}/{id}` },
    create: { path: lists },
    update: { path: `${lists}/{id}` },
  },
  fields: [
    { source: 'id', type: 'number' },
    { source: 'name', type: 'text' },
    { source: 'description', type: 'longText', sortable: false },
    { source: 'numberCount', type: 'number' },
    { source: 'created', type: 'datetime' },
    { source: 'updated', type: 'datetime' },
  ],
  list: {
    columns: ['name', 'numberCount', 'updated'],
    optionalColumns: ['description', 'created'],
    defaultSort: { field: 'name', order: 'ASC' },
    filters: [{ source: 'q', type: 'search' }],
    export: 'none',
  },
  detail: {
    idPattern: '^[0-9]+$',
    strictId: true,
    tabs: [
      {
        path: 'overview',
        sections: [
          { fields: ['name', 'description', 'numberCount', 'updated'] },
          { component: 'doNotCallImport' },
          {
            related: [
              {
                resource: 'doNotCallNumbers',
                target: 'idList',
                perPage: 25,
                rowActions: ['removeNumber'],
                create: { path: `${lists}/{id}/numbers` },
              },
            ],
          },
        ],
      },
    ],
  },
  form: { create: listInputs, edit: listInputs },
  actions: [
    removeAction(`${lists}/{id}`, edit),
    {
      name: 'exportNumbers',
      scope: 'record',
      icon: 'output',
      call: { method: 'GET', path: `${lists}/{id}/export` },
      onSuccess: 'download',
      permissions: view,
    },
    {
      name: 'removeNumber',
      scope: 'row',
      icon: 'delete',
      call: { method: 'DELETE', path: '/callbot/do-not-call-numbers/{rowId}' },
      confirm: true,
      permissions: edit,
    },
  ],
  permissions: { list: view, detail: view, create: edit, edit },
});

/** The numbers of a list (shown and added on its overview). */
export const doNotCallNumbersResource = defineResource({
  name: 'doNotCallNumbers',
  route: 'campaigns-do-not-call-numbers',
  embedded: true,
  representation: 'phone',
  icon: 'block',
  api: {
    list: { path: '/callbot/do-not-call-numbers' },
    get: { path: '/callbot/do-not-call-numbers/{id}' },
    create: { path: `${lists}/{idList}/numbers` },
  },
  fields: [
    { source: 'id', type: 'number' },
    { source: 'phone', type: 'phone' },
    { source: 'expires', type: 'date' },
    { source: 'active', type: 'boolean', sortable: false },
    { source: 'note', type: 'text' },
    { source: 'created', type: 'datetime' },
  ],
  list: {
    columns: ['phone', 'expires', 'active', 'note'],
    defaultSort: { field: 'phone', order: 'ASC' },
    filters: [{ source: 'q', type: 'search', alwaysOn: true }],
    export: 'none',
  },
  form: {
    create: [
      { source: 'phone', validate: [{ name: 'required' }, { name: 'match', pattern: E164_PATTERN }] },
      { source: 'expires', validate: [{ name: 'optionalDate' }] },
      { source: 'note' },
    ],
  },
  actions: [
    {
      name: 'importNumbers',
      scope: 'record',
      icon: 'input',
      // To `{id}`, the list: the import control on the list's overview calls it (this resource has no pages).
      call: { path: `${lists}/{id}/import` },
      onSuccess: 'showResult',
      permissions: edit,
    },
  ],
  permissions: { list: view, detail: view, create: edit },
});
