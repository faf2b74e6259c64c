import type { ActionInput } from './schema/actionSchema';

type Permissions = ActionInput['permissions'];

/**
 * The record action removing a record (`DELETE path`, asked first: `resources.{name}.actions.remove_confirm`), after
 * which the list opens.
 */
export const removeAction = (path: string, permissions: Permissions): ActionInput => ({
  name: 'remove',
  scope: 'record',
  icon: 'delete',
  call: { method: 'DELETE', path },
  confirm: true,
  onSuccess: 'list',
  permissions,
});
