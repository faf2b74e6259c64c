import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, startConsole } from '../App';
import { ConfigErrorPage } from '../custom-pages/errors/ConfigErrorPage';
import { loadRuntimeConfig } from '../providers/runtimeConfig';
import type { RuntimeConfig } from '../shared/wire/runtimeConfig';

/**
 * Starts the console once the runtime configuration is in (nothing environment-specific is compiled in; the entry
 * asks for it and names the landing address's area, whose download it started, `main.tsx`).
 */
export async function startApp(
  container: HTMLElement,
  config: Promise<RuntimeConfig> = loadRuntimeConfig(),
  landingArea?: string,
): Promise<void> {
  const root = createRoot(container);
  try {
    const started = await startConsole(await config, landingArea);
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
