import { defineArea } from '../../resources/defineArea';
import { createOperationsApi } from './operationsApi';
import { operationsPage } from './operationsDefinition';

/** The operations area: the live wallboard, discovered through the area index. */
export const area = defineArea({
  name: 'operations',
  order: 255,
  pages: [operationsPage],
  api: createOperationsApi,
  messages: { app: { operations: { title: 'Operations wallboard' } } },
  translations: { cs: () => import('./operationsMessagesCs').then((module) => module.operationsCs) },
});
