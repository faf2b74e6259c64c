/** English texts of tenants (`resources.tenants.*`) and of the records shown on their tabs. */
export const tenantsMessages = {
  name: 'Tenant |||| Tenants',
  fields: {
    id: 'ID',
    name: 'Name',
    code: 'Code',
    idParentTenant: 'Parent',
    parentName: 'Parent',
    enabled: 'Enabled',
    twoFactorRequired: 'Two-factor required',
    channels: 'Channels',
    timezone: 'Timezone',
    contactEmail: 'E-mail',
    website: 'Website',
    userCount: 'Users',
    lineCount: 'Lines',
    created: 'Created',
    updated: 'Modified',
    defaultLanguage: 'Default language',
    maxConcurrentCalls: 'Concurrent calls at most',
    recordingsEnabled: 'Recordings',
    smsSenderId: 'SMS sender',
    passwordExpirationType: 'Password expiration',
    passwordExpirationDays: 'Password valid for (days)',
    passwordWarnDays: 'Warn before expiry (days)',
    conversationsDays: 'Conversations (days)',
    recordingsDays: 'Recordings (days)',
    dialLogsDays: 'Dial logs (days)',
    auditDays: 'Audit log (days)',
    maxAgents: 'Agents at most',
    whisperMode: 'Whisper mode',
    bargeIn: 'Barge in',
    calls: 'Calls',
    minutes: 'Minutes',
    successful: 'Successful',
    notPicked: 'Not picked',
    error: 'Error',
    costs: 'Costs',
  },
  tabs: {
    overview: 'Overview',
    users: 'Users',
    statistics: 'Statistics',
    data: 'Data',
    'knowledge-bases': 'Knowledge bases',
    advanced: 'Advanced',
    retention: 'Retention',
    notifications: 'Notifications',
    agentAssist: 'Agent assist',
  },
  sections: {
    parameters: 'Parameters',
    security: 'Password expiration and two-factor',
    limits: 'Limits and licences',
    billing: 'Tariffs and fees',
    calls: 'Calls by result',
    volume: 'Calls, minutes and costs',
  },
  actions: {
    deleteLimit: 'Remove',
    deleteLimit_confirm: 'Remove the limit %{record}?',
    deleteLimit_done: 'Limit removed',
  },
};

export const tenantLimitsMessages = {
  name: 'Limit or licence |||| Limits and licences',
  fields: {
    id: 'ID',
    idTenant: 'Tenant',
    kind: 'Kind',
    value: 'Value',
    validFrom: 'Valid from',
    validTo: 'Valid to',
  },
};

export const tenantTariffsMessages = {
  name: 'Tariff |||| Tariffs',
  fields: {
    id: 'ID',
    name: 'Name',
    targetKind: 'For',
    billingMode: 'Billing mode',
    pricePerMinute: 'Per minute',
    pricePerCall: 'Per call',
    currency: 'Currency',
    validFrom: 'Valid from',
  },
};

export const tenantFeesMessages = {
  name: 'Fee |||| Fees',
  fields: {
    id: 'ID',
    name: 'Name',
    amount: 'Amount',
    currency: 'Currency',
    recurring: 'Monthly',
    validFrom: 'Valid from',
    validTo: 'Valid to',
  },
};

export const notificationGroupsMessages = {
  name: 'Notification group |||| Notification groups',
  fields: {
    id: 'ID',
    name: 'Name',
    emails: 'E-mail recipients',
    events: 'Events',
    idTenant: 'Tenant',
    tenantName: 'Tenant',
    created: 'Created',
  },
  tabs: { overview: 'Overview' },
  actions: {
    remove: 'Remove',
    remove_confirm: 'Remove the notification group %{record}? Its recipients get no more e-mails.',
    remove_done: 'Notification group removed',
  },
};
