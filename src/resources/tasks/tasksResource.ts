import { defineResource } from '../defineResource';

const view = [{ area: 'Task', action: 'view' }];

/**
 * Background tasks (SPEC §2 top level "tasks"): every task of the tenant context at /administration/tasks, newest
 * first, filtered by status, creation date and name, refreshed live as tasks change. A finished task's result is
 * downloaded from its row; lists start their own exports as tasks (`list.export: 'server'`) and
 * the aside those of lists without a page of their own.
 */
export const tasksResource = defineResource({
  name: 'tasks',
  route: 'administration/tasks',
  representation: 'name',
  icon: 'task',
  api: {
    list: { path: '/home/tasks' },
    get: { path: '/home/tasks/{id}' },
  },
  fields: [
    { source: 'id', type: 'number' },
    { source: 'name', type: 'text' },
    { source: 'description', type: 'longText', sortable: false },
    { source: 'status', type: 'enum', enumeration: 'taskStatus' },
    // 0–100 as the platform reports it.
    { source: 'progress', type: 'percent', scale: 100, sortable: false },
    { source: 'created', type: 'datetime' },
    { source: 'resultUrl', type: 'url', sortable: false, component: 'taskDownload' },
  ],
  list: {
    columns: ['name', 'description', 'status', 'progress', 'created', 'resultUrl'],
    defaultSort: { field: 'created', order: 'DESC' },
    perPage: 25,
    filters: [
      { source: 'q', type: 'search' },
      { source: 'status', type: 'enum', alwaysOn: true },
      { source: 'created', type: 'dateRange', alwaysOn: true },
    ],
    // Tasks are not an exportable list of the platform.
    export: 'none',
    // Exports of lists that have no page of their own (dial logs).
    aside: 'taskExports',
  },
  permissions: { list: view, detail: view },
});
