import { BILLING_APPS } from '../../shared/billingRules';
import type { FieldInput } from '../field-types/fieldTypes';
import { defineResource } from '../defineResource';
import type { InputSpec } from '../schema/inputSchema';

const viewBilling = [{ area: 'Statistics', action: 'viewbilling' }];
const viewCosts = [{ area: 'Statistics', action: 'viewcosts' }];
const editBilling = [...viewBilling, { area: 'Statistics', action: 'editbilling' }];
const money = (source: string) => ({ source, type: 'money', currencySource: 'currency' }) as const;

/** Fees of a billing account (the fees tab): recurring monthly or one-off, amounts in minor units. */
export const billingFeesResource = defineResource({
  name: 'billingFees',
  route: 'administration/billing-fees',
  embedded: true,
  representation: 'name',
  api: {
    list: { path: '/statistics/billing-fees' },
    get: { path: '/statistics/billing-fees/{id}' },
    create: { path: '/statistics/billing-fees' },
    update: { path: '/statistics/billing-fees/{id}' },
    delete: { path: '/statistics/billing-fees/{id}' },
  },
  fields: [
    { source: 'id', type: 'number' },
    { source: 'name', type: 'text' },
    money('amount'),
    { source: 'currency', type: 'text' },
    { source: 'recurring', type: 'boolean' },
    { source: 'validFrom', type: 'date' },
    { source: 'validTo', type: 'date' },
    { source: 'account', type: 'text' },
  ],
  list: {
    columns: ['name', 'amount', 'recurring', 'validFrom', 'validTo'],
    defaultSort: { field: 'validFrom', order: 'DESC' },
  },
  form: {
    create: [
      { source: 'name', validate: [{ name: 'required' }, { name: 'minLength', n: 2 }] },
      { source: 'amount', validate: [{ name: 'required' }] },
      { source: 'recurring' },
      { source: 'validFrom', validate: [{ name: 'required' }, { name: 'date' }] },
      { source: 'validTo' },
    ],
  },
  permissions: {
    list: viewBilling,
    detail: viewBilling,
    create: editBilling,
    edit: editBilling,
    export: viewBilling,
  },
});

/** A tariff's price period as billing and the tenant's overview show it (prices in minor units). */
export const TARIFF_PERIOD_FIELDS: FieldInput[] = [
  { source: 'id', type: 'number' },
  {
    source: 'idTariff',
    type: 'reference',
    lookup: { path: '/statistics/billing-tariff-options', valueField: 'id', labelField: 'name' },
  },
  { source: 'tariffName', type: 'text' },
  { source: 'targetKind', type: 'enum', enumeration: 'targetKind' },
  { source: 'billingMode', type: 'enum', enumeration: 'billingMode' },
  money('pricePerMinute'),
  money('pricePerCall'),
  {
    source: 'rounding',
    type: 'enum',
    choices: [
      { value: 'second', label: 'resources.billingTariffs.rounding.second', icon: 'timer' },
      { value: 'minute', label: 'resources.billingTariffs.rounding.minute', icon: 'timer' },
    ],
  },
  { source: 'currency', type: 'text' },
  { source: 'validFrom', type: 'date' },
  { source: 'validTo', type: 'date' },
  { source: 'lineCount', type: 'number' },
];
export const TARIFF_PERIOD_COLUMNS = [
  'tariffName',
  'targetKind',
  'billingMode',
  'pricePerMinute',
  'pricePerCall',
  'rounding',
  'validFrom',
  'validTo',
  'lineCount',
];
/** Adding a period: the tariff, its prices and rounding, the days (no overlap, checked by the server). */
export const TARIFF_PERIOD_INPUTS: InputSpec[] = [
  { source: 'idTariff', validate: [{ name: 'required' }] },
  { source: 'pricePerMinute', validate: [{ name: 'required' }] },
  { source: 'pricePerCall', validate: [{ name: 'required' }] },
  { source: 'rounding', validate: [{ name: 'required' }] },
  { source: 'validFrom', validate: [{ name: 'required' }, { name: 'date' }] },
  { source: 'validTo' },
];

/** The applications as choices (the billing picker, a tenant's fees). */
export const APP_CHOICES = BILLING_APPS.map((app) => ({
  value: app,
  label: `resources.billing.apps.${app}`,
  icon: 'license' as const,
}));

/** Price periods of the tenant's tariffs (the tariffs tab); periods of one tariff never overlap. */
export const billingTariffsResource = defineResource({
  name: 'billingTariffs',
  route: 'administration/billing-tariffs',
  embedded: true,
  representation: 'tariffName',
  api: {
    list: { path: '/statistics/billing-tariffs' },
    get: { path: '/statistics/billing-tariffs/{id}' },
    create: { path: '/statistics/billing-tariffs' },
  },
  fields: [...TARIFF_PERIOD_FIELDS, { source: 'account', type: 'text' }],
  list: { columns: TARIFF_PERIOD_COLUMNS, defaultSort: { field: 'tariffName', order: 'ASC' } },
  form: { create: TARIFF_PERIOD_INPUTS },
  permissions: { list: viewBilling, detail: viewBilling, create: editBilling, export: viewBilling },
});

/** Billable lines of an account with their tariff and this month's usage (the lines and costs tabs). */
export const billingLinesResource = defineResource({
  name: 'billingLines',
  route: 'administration/billing-lines',
  embedded: true,
  representation: 'lineName',
  api: { list: { path: '/statistics/billing-lines' }, get: { path: '/statistics/billing-lines/{id}' } },
  fields: [
    { source: 'id', type: 'number' },
    { source: 'idLine', type: 'reference', reference: 'lines', labelSource: 'lineName' },
    { source: 'lineName', type: 'text' },
    { source: 'phoneNumber', type: 'phone' },
    { source: 'tariffName', type: 'text' },
    { source: 'billing', type: 'boolean' },
    { source: 'calls', type: 'number' },
    { source: 'minutes', type: 'number' },
    money('revenue'),
    money('costCarrier'),
    money('costSpeech'),
    money('costPlatform'),
    money('costs'),
    { source: 'currency', type: 'text' },
    { source: 'account', type: 'text' },
  ],
  list: {
    columns: ['idLine', 'phoneNumber', 'tariffName', 'billing', 'calls', 'minutes', 'revenue'],
    defaultSort: { field: 'revenue', order: 'DESC' },
    rowClick: { resource: 'lines', idSource: 'idLine' },
  },
  permissions: { list: viewBilling, detail: viewBilling, export: viewBilling },
});

export { viewBilling, viewCosts, editBilling };
