import { defineArea } from '../../resources/defineArea';
import { administrationGuidePage } from './administrationGuideDefinition';

/** The administration area: everything it brings to the console, discovered through the area index. */
export const area = defineArea({
  name: 'administration',
  order: 1,
  pages: [administrationGuidePage],
  messages: {
    app: {
      administration: {
        title: 'Administration',
        intro: 'Choose an administration area.',
        areas: 'Administration areas',
        empty: 'There is no administration area you may open.',
      },
    },
  },
  translations: { cs: () => import('./administrationMessagesCs').then((module) => module.administrationCs) },
});
