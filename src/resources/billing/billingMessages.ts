/** English texts of billing (`resources.billing*.*`). */
export const billingMessages = {
  fields: {
    id: 'Account',
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
  views: { accounts: 'All accounts' },
  picker: {
    app: 'Application',
    tenant: 'Tenant',
  },
  period: {
    label: 'Period',
    this_month: 'This month',
    last_month: 'Last month',
    month_before: 'Two months ago',
    change: '%{change} % against the previous period',
    no_previous: 'None in the previous period: no change to show',
    compared:
      'Each change compares like with like (calls, call charges, fees) against %{first} – %{last}, the day before the period |||| Each change compares like with like (calls, call charges, fees) against %{first} – %{last}, the %{smart_count} days before the period',
  },
  charts: {
    usage: 'Call charges per day',
    fees: 'Fees per day',
    no_fees: 'No fees in this period.',
  },
  figures: {
    calls: 'Calls',
    minutes: 'Minutes',
    revenue: 'Revenue',
    usageRevenue: 'Call charges',
    feeRevenue: 'Fees',
    costs: 'Costs',
    margin: 'Margin',
    carrier: 'Carrier',
    speech: 'Speech processing',
    platform: 'Platform',
  },
};

export const billingFeesMessages = {
  fields: {
    id: 'ID',
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
  fields: {
    id: 'ID',
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
  fields: {
    id: 'ID',
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
