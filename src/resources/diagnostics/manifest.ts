import { defineArea } from '../defineArea';
import { diagnosticsMessages } from './diagnosticsMessages';

/**
 * Live diagnostics (issue 34.5): the Debug tab of conversations and lines, streamed over the diagnostic websocket,
 * and the texts of the SPEC §9 local-storage switches.
 */
export const area = defineArea({
  name: 'diagnostics',
  order: 215,
  components: {
    diagnosticsStream: () => import('./DiagnosticsView').then((module) => module.DiagnosticsView),
  },
  messages: { resources: { diagnostics: diagnosticsMessages } },
  translations: { cs: () => import('./diagnosticsMessagesCs').then((module) => module.diagnosticsCs) },
});
