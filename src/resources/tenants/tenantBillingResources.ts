import { defineResource } from '../defineResource';

const viewTariff = [{ area: 'AccessManagement', action: 'viewtariff' }];
const permissions = { list: viewTariff, detail: viewTariff };

/**
 * A tenant's tariffs (LINE tariffs are its line tariffs) on its overview, for `AccessManagement/viewtariff` only;
 * they are edited in Billing (`billing/{app}/{idTenant}/tariffs`).
 */
export const tenantTariffsResource = defineResource({
  name: 'tenantTariffs',
  route: 'administration/tenant-tariffs',
  embedded: true,
  representation: 'name',
  icon: 'payment',
  api: {
    list: { path: '/administration/tenant-tariffs' },
    get: { path: '/administration/tenant-tariffs/{id}' },
  },
  fields: [
    { source: 'id', type: 'number' },
    { source: 'name', type: 'text' },
    { source: 'targetKind', type: 'enum', enumeration: 'targetKind' },
    { source: 'billingMode', type: 'enum', enumeration: 'billingMode' },
    { source: 'pricePerMinute', type: 'number' },
    { source: 'pricePerCall', type: 'number' },
    { source: 'currency', type: 'text' },
    { source: 'validFrom', type: 'date' },
  ],
  list: {
    columns: ['name', 'targetKind', 'billingMode', 'pricePerMinute', 'pricePerCall', 'currency', 'validFrom'],
    defaultSort: { field: 'name', order: 'ASC' },
    export: 'none',
  },
  permissions,
});

/** A tenant's recurring and one-off fees on its overview, for `AccessManagement/viewtariff` only. */
export const tenantFeesResource = defineResource({
  name: 'tenantFees',
  route: 'administration/tenant-fees',
  embedded: true,
  representation: 'name',
  icon: 'payment',
  api: {
    list: { path: '/administration/tenant-fees' },
    get: { path: '/administration/tenant-fees/{id}' },
  },
  fields: [
    { source: 'id', type: 'number' },
    { source: 'name', type: 'text' },
    { source: 'amount', type: 'money', currencySource: 'currency' },
    { source: 'currency', type: 'text' },
    { source: 'recurring', type: 'boolean' },
    { source: 'validFrom', type: 'date' },
    { source: 'validTo', type: 'date' },
  ],
  list: {
    columns: ['name', 'amount', 'recurring', 'validFrom', 'validTo'],
    defaultSort: { field: 'name', order: 'ASC' },
    export: 'none',
  },
  permissions,
});
