/** English texts of ongoing calls (`resources.ongoingCalls.*`). */
export const ongoingCallsMessages = {
  fields: {
    guid: 'Conversation',
    caller: 'Caller',
    callee: 'Called number',
    idCallScript: 'Flow',
    flowName: 'Flow',
    started: 'Started',
    duration: 'Duration',
    state: 'State',
  },
  states: { ringing: 'Ringing', talking: 'Talking', transferring: 'Transferring' },
  empty: 'No calls in progress on this line',
};
