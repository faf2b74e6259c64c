import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, preloadLandingView, startConsole } from './App';
import { ConfigErrorPage } from './custom-pages/errors/ConfigErrorPage';
import { loadRuntimeConfig } from './providers/runtimeConfig';

/** Loads the runtime configuration first (nothing environment-specific is compiled in), then starts the console. */
async function start(container: HTMLElement): Promise<void> {
  const root = createRoot(container);
  preloadLandingView();
  try {
    const started = await startConsole(await loadRuntimeConfig());
    root.render(
      <StrictMode>
        <App started={started} />
      </StrictMode>,
    );
  } catch (error) {
    console.error(error);
    root.render(<ConfigErrorPage error={error instanceof Error ? error : new Error(String(error))} />);
  }
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
void start(container);
