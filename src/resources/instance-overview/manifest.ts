import { defineArea } from '../defineArea';
import { createInstanceOverviewApi } from './instanceOverviewApi';
import { instanceOverviewMessages } from './instanceOverviewMessages';
import { instanceOverviewResource } from './instanceOverviewResource';

/** The instance overview area: everything it brings to the console, discovered through the area index. */
export const area = defineArea({
  name: 'instance-overview',
  order: 120,
  resources: [instanceOverviewResource],
  components: {
    instanceComparison: () => import('./InstanceComparison').then((module) => module.InstanceComparison),
  },
  api: createInstanceOverviewApi,
  fakeApi: () =>
    import('./fakeInstanceOverviewApi').then(
      (module) =>
        ({ options, context }) =>
          module.createFakeInstanceOverviewApi(options.comparisons ?? {}, context),
    ),
  messages: {
    resources: { instanceOverview: { name: 'Instance |||| Instance overview', ...instanceOverviewMessages } },
  },
  translations: {
    cs: () => import('./instanceOverviewMessagesCs').then((module) => module.instanceOverviewCs),
  },
});
