import { FAKE_APPLICATION_CONFIGURATION } from '../resources/framework/testing/api/fakeHomeApi';
import { createFakeDataProvider } from '../resources/framework/testing/fakeDataProvider';
import { resourceRegistry } from '../resources/registry';
import type { BackgroundTask } from '../shared/wire/home';

/** Test-only: the fake data provider the shell tests use: the registry's resources, a theme and the given tasks. */
export function shellDataProvider(theme = '', tasks: BackgroundTask[] = []) {
  return createFakeDataProvider({
    resources: resourceRegistry,
    counts: Object.fromEntries(resourceRegistry.map((resource) => [resource.name, 3])),
    applicationConfiguration: {
      ...FAKE_APPLICATION_CONFIGURATION,
      theme: { content: theme, lastUpdate: null },
    },
    tasks,
  });
}
