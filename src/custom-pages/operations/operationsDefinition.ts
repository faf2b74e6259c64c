import { definePage } from '../definePage';

/**
 * /administration/operations (ROUTES "Operations wallboard", issue 34.1): live figures per line and campaign with
 * service levels against each line's target; what the calls on screen do, pushed over the hub.
 */
export const operationsPage = definePage({
  name: 'operations',
  path: '/administration/operations',
  section: 'administration',
  icon: 'phoneTalk',
  label: 'app.operations.title',
  permissions: [{ area: 'OngoingConversations', action: 'view' }],
  component: () => import('./OperationsWallboardPage').then((module) => module.OperationsWallboardPage),
  messages: () => import('./operationsMessages').then((module) => module.operationsTexts),
  translations: {
    cs: () => import('./operationsPageMessagesCs').then((module) => module.operationsTextsCs),
  },
});
