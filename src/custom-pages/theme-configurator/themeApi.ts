import type { ApiRequest } from '../../providers/api/apiRequest';
import type { ApplicationConfiguration } from '../../shared/wire/home';

/** An image chosen in the configurator, as the upload call takes it. */
export interface ThemeImage {
  contentType: string;
  /** The file's bytes, base64. */
  data: string;
}

/** The theme calls of the theme configurator (SPEC §7: POST {theme} saves, {theme: ""} resets). */
export interface ThemeApi {
  saveTheme(content: string): Promise<{ data: ApplicationConfiguration }>;
  /** Stores a favicon or logo on the platform; answers its same-origin address for the theme. */
  uploadThemeImage(image: ThemeImage): Promise<{ data: { source: string } }>;
}

export function createThemeApi(request: ApiRequest): ThemeApi {
  return {
    saveTheme: async (theme) => ({
      data: await request.json<ApplicationConfiguration>('POST', '/home/application-configuration', {
        body: { theme },
      }),
    }),
    uploadThemeImage: async (image) => ({
      data: await request.json<{ source: string }>('POST', '/home/theme-assets', { body: image }),
    }),
  };
}
