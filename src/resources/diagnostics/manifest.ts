import { defineArea } from '../defineArea';
import { diagnosticsMessages } from './diagnosticsMessages';

/**
 * Live diagnostics (issue 34.5): the Debug tab of conversations and lines, streamed over the diagnostic websocket,
 * (the SPEC §9 local-storage switches' texts are the framework's, as several areas show them).
 */
export const area = defineArea({
  name: 'diagnostics',
  order: 215,
  components: {
    diagnosticsStream: () => import('./DiagnosticsView').then((module) => module.DiagnosticsView),
  },
  messages: { diagnostics: diagnosticsMessages },
  translations: { cs: () => import('./diagnosticsMessagesCs').then((module) => module.diagnosticsCs) },
});
