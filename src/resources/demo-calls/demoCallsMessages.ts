/** English texts of demo call groups and demo calls. */
export const demoCallGroupsMessages = {
  fields: {
    id: 'ID',
    name: 'Name',
    description: 'Description',
    idLine: 'Demo line',
    lineName: 'Demo line',
    validUntil: 'Valid until',
    callCount: 'Demo calls',
    idTenant: 'Tenant',
    tenantName: 'Tenant',
    created: 'Created',
    phoneNumber: 'Caller number',
    pin: 'PIN',
    idCallScript: 'Flow',
    flowName: 'Flow',
  },
  tabs: { overview: 'Overview' },
  actions: {
    remove: 'Remove',
    remove_confirm: 'Remove the group %{record} with its demo calls?',
    remove_done: 'Demo call group removed',
    editDemoCall: 'Edit',
    editDemoCall_done: 'Demo call %{record} saved',
    removeDemoCall: 'Remove',
    removeDemoCall_confirm: 'Remove the demo call %{record}?',
    removeDemoCall_done: 'Demo call removed',
  },
};

export const demoCallsMessages = {
  fields: {
    id: 'ID',
    name: 'Name',
    phoneNumber: 'Caller number',
    pin: 'PIN',
    idCallScript: 'Flow',
    flowName: 'Flow',
    idDemoCallGroup: 'Group',
    groupName: 'Group',
    callCount: 'Calls',
    lastCalled: 'Last called',
    created: 'Created',
  },
  tabs: { overview: 'Overview' },
  actions: {
    remove: 'Remove',
    remove_confirm: 'Remove the demo call %{record}?',
    remove_done: 'Demo call removed',
  },
};
