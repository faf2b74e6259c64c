import { landingPath } from './app/homePath';
import { loadViewOrReload } from './utils/lazyView';
import { loadRuntimeConfig } from './providers/runtimeConfig';
import { areaLoaders } from './resources/areaIndex.generated';
import { areaOfPath } from './resources/areaOfPath';
import { preloadResourceView } from './resources/framework/resourceViews';

// The start-up's downloads leave together, none waiting for another: `/config.json`, the console's code, the
// landing address's area (its manifest: configurations, texts, API module) and view code. `startApp` then asks the
// API for what needs the configuration.
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const config = loadRuntimeConfig();
const landing = landingPath(window.location.pathname);
const area = areaOfPath(landing);
// Only the download here: `startApp` loads the area (the same module) with its texts before the first render.
if (area) void (areaLoaders as Record<string, () => Promise<unknown>>)[area]?.().catch(() => undefined);
preloadResourceView(landing);
void loadViewOrReload(() => import('./app/startApp')).then(({ startApp }) =>
  startApp(container, config, area),
);
