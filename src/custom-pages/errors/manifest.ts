import { defineArea } from '../../resources/defineArea';
import { notAuthorizedPage } from './notAuthorizedDefinition';

/** The errors area: everything it brings to the console, discovered through the area index. */
export const area = defineArea({
  name: 'errors',
  order: 3,
  pages: [notAuthorizedPage],
});
