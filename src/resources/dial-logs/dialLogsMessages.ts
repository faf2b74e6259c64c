/** English texts of dial logs (`resources.dialLogs.*`). */
export const dialLogsMessages = {
  fields: {
    id: 'ID',
    start: 'Started',
    duration: 'Duration',
    result: 'Result',
    processKind: 'Process',
    caller: 'Caller',
    callee: 'Called number',
    idLine: 'Line',
    lineName: 'Line',
    idDialModule: 'Module',
    moduleName: 'Module',
    idCallScript: 'Flow',
    flowName: 'Flow',
    campaignName: 'Campaign',
    guid: 'Conversation',
    tenantName: 'Tenant',
  },
};
