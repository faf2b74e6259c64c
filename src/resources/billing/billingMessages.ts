/** English texts of billing (`resources.billing*.*`). */
export const billingMessages = {
  name: 'Billing |||| Billing',
  fields: {
    app: 'Application',
    idTenant: 'Tenant',
    tenantName: 'Tenant',
    currency: 'Currency',
    billingMode: 'Billing mode',
    recalculated: 'Recalculated',
    amount: 'Amount',
    validTo: 'Valid to',
    first: 'First day',
    last: 'Last day',
  },
  tabs: { overview: 'Overview', costs: 'Costs', fees: 'Fees', tariffs: 'Tariffs', lines: 'Lines' },
  apps: {
    voicebot: 'Voicebot',
    chatbot: 'Chatbot',
    emailbot: 'E-mail bot',
    'live-translate': 'Live translate',
    'agent-assist': 'Agent assist',
  },
  actions: {
    recalculate: 'Recalculate',
    recalculate_done: 'Recalculation started; its progress is in the notifications',
    changeFee: 'Change',
    changeFee_done: 'Fee changed',
    endTariffPeriod: 'End period',
    endTariffPeriod_done: 'Tariff period ended',
  },
  costs_by_line: 'Costs by line',
  picker: {
    app: 'Application',
    tenant: 'Tenant',
  },
  period: {
    label: 'Period',
    this_month: 'This month',
    last_month: 'Last month',
    month_before: 'Two months ago',
    previous: 'Previous period',
    change: '%{change} % against the previous period',
  },
  figures: {
    calls: 'Calls',
    minutes: 'Minutes',
    revenue: 'Revenue',
    usageRevenue: 'Calls',
    feeRevenue: 'Fees',
    costs: 'Costs',
    margin: 'Margin',
    carrier: 'Carrier',
    speech: 'Speech processing',
    platform: 'Platform',
  },
};

export const billingFeesMessages = {
  name: 'Fee |||| Fees',
  fields: {
    name: 'Name',
    amount: 'Amount',
    currency: 'Currency',
    recurring: 'Monthly',
    validFrom: 'Valid from',
    validTo: 'Valid to',
    account: 'Account',
  },
};

export const billingTariffsMessages = {
  name: 'Tariff |||| Tariffs',
  fields: {
    idTariff: 'Tariff',
    tariffName: 'Tariff',
    targetKind: 'For',
    billingMode: 'Billing mode',
    pricePerMinute: 'Per minute',
    pricePerCall: 'Per call',
    rounding: 'Rounding',
    currency: 'Currency',
    validFrom: 'Valid from',
    validTo: 'Valid to',
    lineCount: 'Lines',
    account: 'Account',
  },
  rounding: { second: 'Exact seconds', minute: 'Started minutes' },
};

export const billingLinesMessages = {
  name: 'Billable line |||| Billable lines',
  fields: {
    idLine: 'Line',
    lineName: 'Line',
    phoneNumber: 'Phone number',
    tariffName: 'Tariff',
    billing: 'Billing',
    calls: 'Calls this month',
    minutes: 'Minutes this month',
    revenue: 'Revenue this month',
    costCarrier: 'Carrier',
    costSpeech: 'Speech processing',
    costPlatform: 'Platform',
    costs: 'Costs this month',
    currency: 'Currency',
    account: 'Account',
  },
};
