import { defineArea } from '../../resources/defineArea';
import { createProfileApi } from './profileApi';
import { profilePage } from './profileDefinition';

/** The profile area: the signed-in user's own page, discovered through the area index. */
export const area = defineArea({
  name: 'profile',
  order: 6,
  pages: [profilePage],
  api: createProfileApi,
  fakeApi: () => import('./fakeProfileApi').then((module) => () => module.createFakeProfileApi()),
  messages: { app: { ownProfile: { title: 'My profile', open: 'My profile' } } },
  translations: { cs: () => import('./profileMessagesCs').then((module) => module.profileCs) },
});
