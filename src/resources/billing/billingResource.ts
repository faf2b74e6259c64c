import { defineResource } from '../defineResource';
import { APP_CHOICES, editBilling, viewBilling, viewCosts } from './billingResources';

/**
 * Billing of a tenant's application (SPEC §2 `billing/{app}/{idTenant}` with overview, costs, fees, tariffs, lines):
 * the list (`/administration/billing/accounts`; the bare route opens the context tenant's first application) is
 * every licensed (tenant, application) pair in scope, a record is the account `{app}~{idTenant}` at
 * `/administration/billing/{app}/{idTenant}/{tab}`. The header picks the application and tenant; the overview and
 * costs draw the period's figures in the account's currency; fees, tariffs and lines are related lists.
 */
export const billingResource = defineResource({
  name: 'billing',
  route: 'administration/billing',
  key: ['app', 'idTenant'],
  representation: 'tenantName',
  icon: 'payment',
  api: {
    list: { path: '/statistics/billing' },
    get: { path: '/statistics/billing/{id}' },
  },
  fields: [
    { source: 'id', type: 'text' },
    {
      source: 'app',
      type: 'enum',
      choices: APP_CHOICES,
    },
    { source: 'idTenant', type: 'reference', reference: 'tenants', labelSource: 'tenantName' },
    { source: 'tenantName', type: 'text' },
    { source: 'currency', type: 'text' },
    { source: 'billingMode', type: 'enum', enumeration: 'billingMode' },
    { source: 'recalculated', type: 'datetime' },
    // Inputs of the row and record actions below (their forms are built from the shown resource's fields).
    { source: 'amount', type: 'money', currencySource: 'currency' },
    { source: 'validTo', type: 'date' },
    { source: 'first', type: 'date' },
    { source: 'last', type: 'date' },
  ],
  list: {
    columns: ['tenantName', 'app', 'currency', 'billingMode', 'recalculated'],
    defaultSort: { field: 'tenantName', order: 'ASC' },
    filters: [{ source: 'q', type: 'search' }],
    export: 'server',
    // `/administration/billing` itself opens the context tenant's first application (the billingStart page).
    views: [{ path: 'accounts', label: 'resources.billing.views.accounts', filter: {} }],
  },
  detail: {
    route: ':app/:idTenant',
    header: 'billingHeader',
    tabs: [
      { path: 'overview', component: 'billingOverview' },
      {
        path: 'costs',
        permissions: viewCosts,
        sections: [
          { component: 'billingCosts' },
          {
            related: [
              {
                resource: 'billingLines',
                target: 'account',
                label: 'resources.billing.costs_by_line',
                export: true,
                columns: ['idLine', 'calls', 'minutes', 'costCarrier', 'costSpeech', 'costPlatform', 'costs'],
              },
            ],
          },
        ],
      },
      {
        path: 'fees',
        related: [
          {
            resource: 'billingFees',
            target: 'account',
            rowActions: ['changeFee'],
            export: true,
            create: { path: '/statistics/billing/{id}/fees' },
          },
        ],
      },
      {
        path: 'tariffs',
        related: [
          {
            resource: 'billingTariffs',
            target: 'account',
            rowActions: ['endTariffPeriod'],
            export: true,
            create: { path: '/statistics/billing/{id}/tariffs' },
          },
        ],
      },
      {
        path: 'lines',
        related: [{ resource: 'billingLines', target: 'account', perPage: 25, export: true }],
      },
    ],
  },
  actions: [
    {
      name: 'recalculate',
      scope: 'record',
      icon: 'sync',
      call: { method: 'POST', path: '/statistics/billing/{id}/recalculation' },
      form: [
        // Prefilled with the period on screen.
        {
          source: 'first',
          validate: [{ name: 'required' }, { name: 'date' }],
          component: 'billingPeriodDay',
        },
        { source: 'last', validate: [{ name: 'required' }, { name: 'date' }], component: 'billingPeriodDay' },
      ],
      permissions: editBilling,
    },
    {
      name: 'changeFee',
      scope: 'row',
      icon: 'edit',
      call: { method: 'PUT', path: '/statistics/billing-fees/{rowId}' },
      form: [{ source: 'amount', validate: [{ name: 'required' }] }, { source: 'validTo' }],
      permissions: editBilling,
    },
    {
      name: 'endTariffPeriod',
      scope: 'row',
      icon: 'event',
      call: { method: 'PUT', path: '/statistics/billing-tariffs/{rowId}' },
      form: [{ source: 'validTo', validate: [{ name: 'required' }, { name: 'date' }] }],
      permissions: editBilling,
    },
  ],
  permissions: { list: viewBilling, detail: viewBilling, export: viewBilling },
});
