/** English texts of the Debug views (`diagnostics.*`, issue 34.5). */
export const diagnosticsMessages = {
  title: 'Diagnostic events',
  empty: 'No diagnostic events yet: they appear here as the call runs',
  dropped: '%{count} events were skipped because they came faster than shown',
  status: {
    connecting: 'Connecting to the diagnostic stream…',
    open: 'Live: new events appear as they happen',
    closed: 'The diagnostic stream has ended',
    unavailable: 'The diagnostic stream is not available here',
  },
  fields: { kind: 'Kind', text: 'Event', elapsed: 'Since start', step: 'Since previous' },
  kinds: { signalling: 'Signalling', flow: 'Flow step', timing: 'Timing', error: 'Error' },
};
