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
    participants: 'Also on the call',
  },
  participants: {
    listen: '%{name} (listening)',
    whisper: '%{name} (whispering)',
    barge: '%{name} (barged in)',
    consultation: '%{number} (consulted)',
  },
  states: { ringing: 'Ringing', talking: 'Talking', transferring: 'Transferring' },
  empty: 'No calls in progress on this line',
};
