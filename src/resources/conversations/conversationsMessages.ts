/** English texts of conversations (`resources.conversations.*`) and of their parts. */
export const conversationsMessages = {
  fields: {
    guid: 'Conversation',
    started: 'Started',
    ended: 'Ended',
    duration: 'Duration',
    result: 'Result',
    processKind: 'Process',
    caller: 'Caller',
    callee: 'Called number',
    idLine: 'Line',
    lineName: 'Line',
    idCallScript: 'Flow',
    flowName: 'Flow',
    language: 'Language',
    tenantName: 'Tenant',
    idDialLog: 'Dial log',
    version: 'Version',
    created: 'Version saved',
    comment: 'Comment',
    content: 'Flow version content',
    snippet: 'Transcript match',
  },
  tabs: { timeline: 'Timeline', data: 'Data', source: 'Source', errors: 'Errors', debug: 'Debug' },
  actions: { recording: 'Download recording', recording_done: 'Recording downloaded' },
  timeline: {
    title: 'Timeline',
    player: 'Recording',
    loading_recording: 'Loading the recording…',
    no_recording: 'The recording could not be loaded',
    recording_forbidden: 'Playing the recording needs the permission to download recordings',
    full: 'Include linked conversations',
    types: 'Event types',
    empty: 'No events to show',
    offset: 'at %{offset}',
    confidence: 'confidence %{value}',
    linked: 'linked conversation',
    speaker: { robot: 'Robot', human: 'Human', agent: 'Agent' },
    seek: 'Play from %{offset}:',
    html_hidden: 'HTML content (turn on "dial logs html active" to render it)',
  },
};

/** `resources.conversationVariables.*`: the data tab. */
export const conversationVariablesMessages = {
  fields: { id: 'Name', guid: 'Conversation', name: 'Name', value: 'Value' },
};

/** `resources.conversationErrors.*`: the errors tab. */
export const conversationErrorsMessages = {
  fields: { id: 'ID', guid: 'Conversation', time: 'Time', type: 'Type', text: 'Message', data: 'Details' },
};

/** `resources.conversationTimelines.*` (loaded by the timeline tab only). */
export const conversationTimelinesMessages = {
  fields: { guid: 'Conversation', total: 'Events' },
};

/** Texts of a line's test call and live call controls, merged into lines. */
export const testCallMessages = {
  lineActions: {
    liveTranslateTestCall: 'Live translate test call',
    liveTranslateTestCall_confirm: 'Place a live translate test call on this line?',
    liveTranslateTestCall_done: 'Test call started; follow it in the notification bell',
    cleanCall: 'Clean call',
    cleanCall_confirm: 'End this call now?',
    cleanCall_done: 'Call cleaned',
    transferCall: 'Transfer',
    transferCall_done: 'Call transferred',
    completeTransfer: 'Complete transfer',
    completeTransfer_confirm: 'Hand the call over to the consulted number? It leaves this line.',
    completeTransfer_done: 'Transfer completed',
    returnTransfer: 'Return to the bot',
    returnTransfer_done: 'The call is back with the bot',
    listenCall: 'Listen',
    listenCall_done: 'Listening (silent)',
    whisperCall: 'Whisper',
    whisperCall_confirm: 'Whisper to the bot on this call? The caller does not hear you.',
    whisperCall_done: 'Whispering to the bot',
    bargeCall: 'Barge in',
    bargeCall_confirm: 'Join this call? The caller will hear you.',
    bargeCall_done: 'You joined the call',
  },
};
