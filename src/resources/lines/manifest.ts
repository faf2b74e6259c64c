import { defineArea } from '../defineArea';
import { linesMessages } from './linesMessages';
import { linesResource } from './linesResource';

/** The lines area: everything it brings to the console, discovered through the area index. */
export const area = defineArea({
  name: 'lines',
  order: 80,
  resources: [linesResource],
  messages: { resources: { lines: { name: 'Line |||| Lines', ...linesMessages } } },
  translations: { cs: () => import('./linesMessagesCs').then((module) => module.linesCs) },
});
