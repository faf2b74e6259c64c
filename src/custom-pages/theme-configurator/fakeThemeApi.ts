import type { ThemeApi } from './themeApi';
import {
  FAKE_APPLICATION_CONFIGURATION,
  type FakeHomeContext,
  type FakeHomeOptions,
} from '../../resources/framework/testing/api/fakeHomeApi';

/**
 * Fake twin of `createThemeApi`: saving replaces the theme the fake home area answers (the same `options` object),
 * an empty theme resets it; uploads answer an address like the platform's.
 */
export function createFakeThemeApi(
  options: FakeHomeOptions,
  context: Pick<FakeHomeContext, 'log'>,
): ThemeApi {
  let uploads = 0;
  return {
    saveTheme: async (content) => {
      context.log('saveTheme', content);
      const current = options.applicationConfiguration ?? FAKE_APPLICATION_CONFIGURATION;
      options.applicationConfiguration = {
        ...current,
        theme:
          content.trim() === ''
            ? FAKE_APPLICATION_CONFIGURATION.theme
            : { content, lastUpdate: new Date().toISOString() },
      };
      return { data: structuredClone(options.applicationConfiguration) };
    },
    uploadThemeImage: async (image) => {
      context.log('uploadThemeImage', image.contentType);
      uploads += 1;
      return { data: { source: `/api/home/theme-assets/${uploads}` } };
    },
  };
}
