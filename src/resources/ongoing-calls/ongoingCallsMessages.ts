/** English texts of ongoing calls (`resources.ongoingCalls.*`). */
export const ongoingCallsMessages = {
  name: 'Ongoing call |||| Ongoing calls',
  fields: {
    guid: 'Conversation',
    caller: 'Caller',
    callee: 'Called number',
    idCallScript: 'Flow',
    flowName: 'Flow',
    started: 'Started',
    duration: 'Duration',
  },
};
