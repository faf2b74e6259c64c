import {
  APP_CHOICES,
  TARIFF_PERIOD_COLUMNS,
  TARIFF_PERIOD_FIELDS,
  TARIFF_PERIOD_INPUTS,
} from '../billing/billingResources';
import { defineResource } from '../defineResource';

const viewTariff = [{ area: 'AccessManagement', action: 'viewtariff' }];
/** Adding goes through billing's rules: `Statistics/editbilling` besides seeing tariffs. */
export const editTariff = [...viewTariff, { area: 'Statistics', action: 'editbilling' }];
const permissions = { list: viewTariff, detail: viewTariff, create: editTariff };
const money = (source: string) => ({ source, type: 'money', currencySource: 'currency' }) as const;

/**
 * A tenant's tariffs and line tariffs (LINE tariffs) with their price periods, from billing's tables (integer minor
 * units), on its overview for `AccessManagement/viewtariff`; a period is added there and ended by a row action.
 */
export const tenantTariffsResource = defineResource({
  name: 'tenantTariffs',
  route: 'administration/tenant-tariffs',
  embedded: true,
  representation: 'tariffName',
  icon: 'payment',
  api: {
    list: { path: '/administration/tenant-tariffs' },
    get: { path: '/administration/tenant-tariffs/{id}' },
    create: { path: '/administration/tenants/{idTenant}/tariff-periods' },
  },
  fields: TARIFF_PERIOD_FIELDS,
  list: {
    columns: TARIFF_PERIOD_COLUMNS,
    defaultSort: { field: 'tariffName', order: 'ASC' },
    export: 'none',
  },
  form: { create: TARIFF_PERIOD_INPUTS },
  permissions,
});

/** A tenant's recurring and one-off fees per application (billing's fees, minor units), added and changed in place. */
export const tenantFeesResource = defineResource({
  name: 'tenantFees',
  route: 'administration/tenant-fees',
  embedded: true,
  representation: 'name',
  icon: 'payment',
  api: {
    list: { path: '/administration/tenant-fees' },
    get: { path: '/administration/tenant-fees/{id}' },
    create: { path: '/administration/tenants/{idTenant}/fees' },
  },
  fields: [
    { source: 'id', type: 'number' },
    { source: 'name', type: 'text' },
    { source: 'app', type: 'enum', choices: APP_CHOICES },
    money('amount'),
    { source: 'currency', type: 'text' },
    { source: 'recurring', type: 'boolean' },
    { source: 'validFrom', type: 'date' },
    { source: 'validTo', type: 'date' },
  ],
  list: {
    columns: ['name', 'app', 'amount', 'recurring', 'validFrom', 'validTo'],
    defaultSort: { field: 'validFrom', order: 'DESC' },
    export: 'none',
  },
  form: {
    create: [
      { source: 'name', validate: [{ name: 'required' }, { name: 'minLength', n: 2 }] },
      { source: 'app', validate: [{ name: 'required' }] },
      { source: 'amount', validate: [{ name: 'required' }] },
      { source: 'recurring' },
      { source: 'validFrom', validate: [{ name: 'required' }, { name: 'date' }] },
      { source: 'validTo' },
    ],
  },
  permissions,
});
