import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import type { RaThemeOptions } from 'react-admin';
import type { ApplicationConfiguration } from '../../shared/wire/home';
import { buildMuiTheme } from './consoleThemeOptions';
import {
  isThemePreviewEvent,
  isThemePreviewOn,
  readPreviewTheme,
  startThemePreview,
  stopThemePreview,
} from './themePreview';
import { DEFAULT_THEME, type ConsoleTheme } from '../../shared/defaultTheme';
import {
  contrastWarnings,
  parseThemeContent,
  type ThemeContrastWarning,
  type ThemeProblem,
} from '../../shared/themeSchema';

/** The theme in effect and how to change it. */
export interface ConsoleThemeState {
  theme: ConsoleTheme;
  /** react-admin theme options built from `theme`. */
  options: RaThemeOptions;
  /** Why the configured (or previewed) theme was refused; empty when it is in effect. */
  problems: ThemeProblem[];
  /** Colours of the theme in effect whose text falls back to a readable colour (below WCAG AA otherwise). */
  warnings: ThemeContrastWarning[];
  /** Whether preview mode is on (SPEC §4): the previewed theme replaces the saved one. */
  previewOn: boolean;
  /** The application configuration (SPEC §3), null until loaded or when it could not be loaded. */
  configuration: ApplicationConfiguration | null;
  /** Turns preview mode on with a theme content; callers navigate to /flows (see useThemePreview). */
  startPreview: (content: string) => void;
  stopPreview: () => void;
  /** Reloads the application configuration, e.g. after the theme was saved. */
  reload: () => void;
  /**
   * Reloads it for the signed-in session (themes are per tenant), unless the configuration of the first paint was
   * already the session's.
   */
  reloadForSession: () => void;
}

const defaultState: ConsoleThemeState = {
  theme: DEFAULT_THEME,
  options: buildMuiTheme(DEFAULT_THEME).options,
  problems: [],
  warnings: [],
  previewOn: false,
  configuration: null,
  startPreview: () => undefined,
  stopPreview: () => undefined,
  reload: () => undefined,
  reloadForSession: () => undefined,
};

const ConsoleThemeContext = createContext<ConsoleThemeState>(defaultState);

/** The console theme; outside a provider, the default theme. */
export function useConsoleTheme(): ConsoleThemeState {
  return useContext(ConsoleThemeContext);
}

export interface ConsoleThemeProviderProps {
  /** GET application configuration without authorization (SPEC §7). */
  loadConfiguration: () => Promise<ApplicationConfiguration>;
  /** Already fetched at start-up (null: it failed, default theme): used for the first paint, not fetched again. */
  initialConfiguration?: ApplicationConfiguration | null;
  /** Whether `initialConfiguration` was fetched with a session (the tenant's theme, not the platform's). */
  initialConfigurationSignedIn?: boolean;
  storage?: Storage;
  children: ReactNode;
}

/**
 * Loads the application configuration and provides the theme in effect: the previewed theme while preview mode is
 * on, else the saved one, else the default. An invalid theme never breaks the console: the default is used and the
 * problems are exposed for a visible warning.
 */
export function ConsoleThemeProvider({
  loadConfiguration,
  initialConfiguration,
  initialConfigurationSignedIn = false,
  storage,
  children,
}: ConsoleThemeProviderProps) {
  const [configuration, setConfiguration] = useState<ApplicationConfiguration | null>(
    initialConfiguration ?? null,
  );
  const [fetchedAtStart] = useState(initialConfiguration !== undefined);
  const [previewOn, setPreviewOn] = useState(() => isThemePreviewOn(storage));
  const [previewContent, setPreviewContent] = useState(() => readPreviewTheme(storage));
  const [generation, setGeneration] = useState(0);
  // Stable, so a view can reload once on mount (the signed-in layout does: themes are per tenant).
  const reload = useCallback(() => setGeneration((count) => count + 1), []);
  const sessionLoadedRef = useRef(initialConfigurationSignedIn);
  const reloadForSession = useCallback(() => {
    if (sessionLoadedRef.current) sessionLoadedRef.current = false;
    else reload();
  }, [reload]);

  useEffect(() => {
    if (generation === 0 && fetchedAtStart) return;
    let current = true;
    loadConfiguration().then(
      (loaded) => {
        // The same configuration again (the signed-in layout reloads once) must not re-render the whole tree.
        if (current) setConfiguration((shown) => (sameConfiguration(shown, loaded) ? shown : loaded));
      },
      (error: unknown) => console.warn('Application configuration could not be loaded; default theme', error),
    );
    return () => {
      current = false;
    };
  }, [loadConfiguration, generation, fetchedAtStart]);

  const syncPreview = useCallback(() => {
    setPreviewOn(isThemePreviewOn(storage));
    setPreviewContent(readPreviewTheme(storage));
  }, [storage]);

  // Another tab may switch preview mode on or off.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (isThemePreviewEvent(event)) syncPreview();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [syncPreview]);

  const value = useMemo<ConsoleThemeState>(() => {
    const content = previewOn ? previewContent : (configuration?.theme?.content ?? '');
    const parsed = parseThemeContent(content);
    const built = buildMuiTheme(parsed.theme);
    return {
      theme: built.fellBack ? DEFAULT_THEME : parsed.theme,
      options: built.options,
      problems: built.fellBack ? [{ code: 'color', path: 'colors' }] : parsed.problems,
      warnings: built.fellBack ? [] : contrastWarnings(parsed.theme),
      previewOn,
      configuration,
      startPreview: (next) => {
        startThemePreview(next, storage);
        syncPreview();
      },
      stopPreview: () => {
        stopThemePreview(storage);
        syncPreview();
      },
      reload,
      reloadForSession,
    };
  }, [configuration, previewOn, previewContent, storage, syncPreview, reload, reloadForSession]);

  return <ConsoleThemeContext.Provider value={value}>{children}</ConsoleThemeContext.Provider>;
}

function sameConfiguration(shown: ApplicationConfiguration | null, loaded: ApplicationConfiguration) {
  return shown !== null && JSON.stringify(shown) === JSON.stringify(loaded);
}
