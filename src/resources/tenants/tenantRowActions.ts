import type { ActionInput } from '../schema/actionSchema';
import type { FieldInput } from '../field-types/fieldTypes';
import { notificationGroupInputs } from './notificationGroupsResource';
import { editTariff } from './tenantBillingResources';

const edit = [{ area: 'Tenant', action: 'edit' }];

/**
 * Fields of the tenant that only the row actions' forms use (a row action's form is built from the shown resource's
 * fields): a notification group's recipients and events, a fee's amount, a period's end.
 */
export const tenantRowActionFields: FieldInput[] = [
  { source: 'emails', type: 'tags', sortable: false },
  {
    source: 'events',
    type: 'referenceList',
    lookup: { path: '/administration/notification-event-kinds' },
    sortable: false,
  },
  { source: 'amount', type: 'money', currencySource: 'currency' },
  { source: 'currency', type: 'text' },
  { source: 'validTo', type: 'date' },
];

const remove = (name: string, path: string, permissions: ActionInput['permissions']): ActionInput => ({
  name,
  scope: 'row',
  icon: 'delete',
  call: { method: 'DELETE', path },
  confirm: true,
  permissions,
});

/**
 * Row actions of the tenant's related lists: limits are removed; notification groups edited (prefilled from the
 * row) and removed; fees changed and removed and tariff periods ended through billing's calls.
 */
export const tenantRowActions: ActionInput[] = [
  remove('deleteLimit', '/administration/tenant-limits/{rowId}', edit),
  {
    name: 'editNotificationGroup',
    scope: 'row',
    icon: 'edit',
    call: { method: 'PUT', path: '/administration/notification-groups/{rowId}' },
    form: notificationGroupInputs,
    permissions: edit,
  },
  remove('removeNotificationGroup', '/administration/notification-groups/{rowId}', edit),
  {
    name: 'changeFee',
    scope: 'row',
    icon: 'edit',
    call: { method: 'PUT', path: '/statistics/billing-fees/{rowId}' },
    form: [{ source: 'amount', validate: [{ name: 'required' }] }, { source: 'validTo' }],
    permissions: editTariff,
  },
  remove('removeFee', '/statistics/billing-fees/{rowId}', editTariff),
  {
    name: 'endTariffPeriod',
    scope: 'row',
    icon: 'event',
    call: { method: 'PUT', path: '/statistics/billing-tariffs/{rowId}' },
    form: [{ source: 'validTo', validate: [{ name: 'required' }, { name: 'date' }] }],
    permissions: editTariff,
  },
];
