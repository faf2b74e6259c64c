// First: its chunk runs before the console's code, so the start-up's requests leave while that code is evaluated.
import { early } from './app/earlyStarted';
import { loadViewOrReload } from './app/lazyView';
import { preloadLandingView } from './app/preloadLanding';

// The entry only starts downloads: the console's code and the landing view's are requested side by side (each with
// its own dependencies), instead of the view waiting for the console to run.
preloadLandingView();
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
void loadViewOrReload(() => import('./app/startApp')).then(({ startApp }) =>
  startApp(container, early.config),
);
