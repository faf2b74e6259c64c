import type { TabInput } from '../schema/tabSchema';
import { RETENTION_DAYS, wholeInRange } from './tenantRules';

/** Retention and password periods are whole days, the unit shown beside them. */
const DAYS = 'framework.units.days';
const tenantEdit = [{ area: 'Tenant', action: 'edit' }];
const tenantPath = (path: string) => `/administration/tenants/{id}/${path}`;

/**
 * `overview`: the tenant's own fields, its parameters, password expiration policy and two-factor requirement (each
 * a form), limits and licences, and for `AccessManagement/viewtariff` its tariffs, line tariffs and fees.
 */
export const overviewTab: TabInput = {
  path: 'overview',
  sections: [
    {
      fields: [
        'id',
        'name',
        'code',
        'idParentTenant',
        'enabled',
        'channels',
        'timezone',
        'contactEmail',
        'website',
        'userCount',
        'lineCount',
        'created',
      ],
    },
    {
      title: 'resources.tenants.sections.parameters',
      source: {
        path: tenantPath('parameters'),
        fields: [
          { source: 'defaultLanguage', type: 'text' },
          { source: 'maxConcurrentCalls', type: 'number' },
          { source: 'recordingsEnabled', type: 'boolean' },
          { source: 'smsSenderId', type: 'text' },
        ],
      },
      form: {
        inputs: [
          { source: 'defaultLanguage', validate: [{ name: 'match', pattern: '^[a-z]{2}(-[A-Z]{2})?$' }] },
          { source: 'maxConcurrentCalls', validate: wholeInRange(1, 10000) },
          { source: 'recordingsEnabled' },
          { source: 'smsSenderId', validate: [{ name: 'match', pattern: '^[A-Za-z0-9]{1,11}$' }] },
        ],
        permissions: tenantEdit,
      },
    },
    {
      title: 'resources.tenants.sections.security',
      source: {
        path: tenantPath('security'),
        fields: [
          { source: 'passwordExpirationType', type: 'enum', enumeration: 'enforcementLevel' },
          { source: 'passwordExpirationDays', type: 'number', unit: DAYS },
          { source: 'passwordWarnDays', type: 'number', unit: DAYS },
          { source: 'twoFactorRequired', type: 'boolean' },
        ],
      },
      form: {
        inputs: [
          { source: 'passwordExpirationType', validate: [{ name: 'required' }] },
          { source: 'passwordExpirationDays', validate: [{ name: 'required' }, ...wholeInRange(1, 3650)] },
          { source: 'passwordWarnDays', validate: [{ name: 'required' }, ...wholeInRange(0, 90)] },
          { source: 'twoFactorRequired' },
        ],
        permissions: tenantEdit,
      },
    },
    {
      title: 'resources.tenants.sections.limits',
      related: [
        {
          resource: 'tenantLimits',
          target: 'idTenant',
          rowActions: ['deleteLimit'],
          create: { defaults: { idTenant: 'id' } },
        },
      ],
    },
    {
      title: 'resources.tenants.sections.billing',
      related: [
        {
          resource: 'tenantTariffs',
          target: 'idTenant',
          rowActions: ['endTariffPeriod'],
          create: { path: '/administration/tenants/{id}/tariff-periods', defaults: {} },
        },
        {
          resource: 'tenantFees',
          target: 'idTenant',
          rowActions: ['changeFee', 'removeFee'],
          create: { path: '/administration/tenants/{id}/fees', defaults: {} },
        },
      ],
    },
  ],
};

/** `statistics`: calls by result, minutes and costs per day over a date range, with the period's totals. */
export const statisticsTab: TabInput = {
  path: 'statistics',
  sections: [
    {
      title: 'resources.tenants.sections.calls',
      chart: {
        source: { path: tenantPath('statistics') },
        dateRange: { defaultDays: 30 },
        chart: {
          kind: 'bar',
          x: { source: 'date', type: 'date' },
          series: [
            { source: 'successful', stack: 'calls', label: 'resources.tenants.fields.successful' },
            { source: 'notPicked', stack: 'calls', label: 'enums.callResult.NOT_PICKED' },
            { source: 'error', stack: 'calls', label: 'enums.callResult.ERROR' },
          ],
          totalsPath: 'totals',
          // Totals are labelled by their series: the calls, minutes and costs are the next chart's.
          totals: ['successful', 'notPicked', 'error'],
        },
      },
    },
    {
      title: 'resources.tenants.sections.volume',
      chart: {
        source: { path: tenantPath('statistics') },
        dateRange: { defaultDays: 30 },
        chart: {
          kind: 'line',
          x: { source: 'date', type: 'date' },
          series: [
            { source: 'calls', label: 'resources.tenants.fields.calls' },
            { source: 'minutes', label: 'resources.tenants.fields.minutes' },
            { source: 'costs', label: 'resources.tenants.fields.costs' },
          ],
          totalsPath: 'totals',
          totals: ['calls', 'minutes', 'costs'],
        },
      },
    },
  ],
};

/** `data/knowledge-bases`: the tenant's knowledge bases, created in place. */
export const dataTab: TabInput = {
  path: 'data',
  children: [
    {
      path: 'knowledge-bases',
      permissions: [{ area: 'KnowledgeBase', action: 'view' }],
      related: [{ resource: 'knowledgeBases', target: 'idTenant', create: { defaults: { idTenant: 'id' } } }],
    },
  ],
};

/** `advanced`: retention periods, notification groups and agent control (`AccessManagement/viewAgentControl`). */
export const advancedTab: TabInput = {
  path: 'advanced',
  children: [
    {
      path: 'retention',
      source: {
        path: tenantPath('retention'),
        fields: [
          { source: 'conversationsDays', type: 'number', unit: DAYS },
          { source: 'recordingsDays', type: 'number', unit: DAYS },
          { source: 'dialLogsDays', type: 'number', unit: DAYS },
          { source: 'auditDays', type: 'number', unit: DAYS },
          { source: 'updated', type: 'datetime' },
        ],
      },
      form: {
        inputs: ['conversationsDays', 'recordingsDays', 'dialLogsDays', 'auditDays'].map((source) => ({
          source,
          validate: [{ name: 'required' as const }, ...RETENTION_DAYS],
        })),
        permissions: tenantEdit,
      },
    },
    {
      path: 'notifications',
      related: [
        {
          resource: 'notificationGroups',
          target: 'idTenant',
          rowActions: ['editNotificationGroup', 'removeNotificationGroup'],
          create: { defaults: { idTenant: 'id' } },
        },
      ],
    },
    {
      path: 'agentAssist',
      permissions: [{ area: 'AccessManagement', action: 'viewAgentControl' }],
      source: {
        path: '/agent-assist/tenants/{id}/agent-control',
        fields: [
          { source: 'enabled', type: 'boolean' },
          { source: 'maxAgents', type: 'number' },
          { source: 'whisperMode', type: 'boolean' },
          { source: 'bargeIn', type: 'boolean' },
          { source: 'updated', type: 'datetime' },
        ],
      },
      form: {
        inputs: [
          { source: 'enabled' },
          { source: 'maxAgents', validate: [{ name: 'required' }, ...wholeInRange(1, 500)] },
          { source: 'whisperMode' },
          { source: 'bargeIn' },
        ],
        permissions: tenantEdit,
      },
    },
  ],
};
