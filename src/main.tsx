import { landingPath } from './app/homePath';
import { loadViewOrReload } from './utils/lazyView';
import { loadRuntimeConfig } from './providers/runtimeConfig';
import { preloadResourceView } from './resources/framework/resourceViews';

// The start-up's downloads leave together, none waiting for another: `/config.json`, the console's code, the
// resource configurations and the landing view's code. `startApp` then asks the API for what needs the configuration.
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const config = loadRuntimeConfig();
const resources = loadViewOrReload(() => import('./resources/registry')).then(
  (module) => module.resourceRegistry,
);
preloadResourceView(landingPath(window.location.pathname));
void loadViewOrReload(() => import('./app/startApp')).then(({ startApp }) =>
  startApp(container, config, resources),
);
