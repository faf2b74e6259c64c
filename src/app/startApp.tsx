import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, startConsole } from '../App';
import { ConfigErrorPage } from '../custom-pages/errors/ConfigErrorPage';
import { loadRuntimeConfig } from '../providers/runtimeConfig';

/** Loads the runtime configuration first (nothing environment-specific is compiled in), then starts the console. */
export async function startApp(container: HTMLElement): Promise<void> {
  const root = createRoot(container);
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
