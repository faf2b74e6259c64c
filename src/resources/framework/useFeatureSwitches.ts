import { useCallback } from 'react';
import { useConsoleTheme } from '../../app/theme/ConsoleThemeProvider';
import type { FeatureSwitch } from '../schema/pathParts';

/**
 * Whether an application configuration switch (SPEC §7 `conversations`, `ongoingConversations`, `fullText`) is on;
 * nothing declared is always on, and an unknown (not yet loaded) configuration turns nothing off.
 */
export function useFeatureSwitches(): (feature: FeatureSwitch | undefined) => boolean {
  const { configuration } = useConsoleTheme();
  return useCallback(
    (feature) => feature === undefined || configuration?.[feature] !== false,
    [configuration],
  );
}
