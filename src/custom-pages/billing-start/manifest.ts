import { defineArea } from '../../resources/defineArea';
import { billingStartPage } from './billingStartDefinition';

/** The billing start area: everything it brings to the console, discovered through the area index. */
export const area = defineArea({
  name: 'billing-start',
  order: 2,
  pages: [billingStartPage],
});
