import type { FastifyInstance } from 'fastify';
import type { ApplicationConfiguration } from '../../../src/shared/wire/home';
import { principalOf, type TokenVerifier } from '../../api/accessGuard';
import type { ApiContext } from '../../api/apiContext';
import { badRequest } from '../../api/apiError';
import { parseThemeContent, type ThemeProblem } from '../../../src/shared/themeSchema';
import { optionalTenant, saveTenantTheme, tenantTheme } from '../theme-configurator/themes';

const FLAGS = ['conversations', 'fullText', 'ongoingConversations'] as const;
export const MAX_THEME_LENGTH = 64 * 1024;

/** What each problem of the shared theme schema means, for the API's 400 answers. */
const THEME_PROBLEM_TEXT: Record<ThemeProblem['code'], string> = {
  invalid_json: 'not valid JSON',
  not_object: 'expected an object',
  unknown_key: 'unknown key',
  text: 'expected a text of 1 to 100 characters without control characters',
  color: 'expected a colour (#rgb, #rrggbb, rgb(), rgba(), hsl() or hsla())',
  source: 'expected an https address or a path on this site',
  size: 'expected a number from 1 to 512',
  missing: 'required',
};

/**
 * Application configuration (SPEC §7): GET without authorization; POST {theme} saves, {theme: ''} resets. Themes are
 * per tenant (SPEC §1): a GET with a valid token answers the context tenant's theme, falling back to the platform's
 * setting; POST saves the context tenant's.
 */
export function applicationConfigurationRoutes(
  app: FastifyInstance,
  { db }: ApiContext,
  verify: TokenVerifier,
) {
  const read = (idTenant: number | null): ApplicationConfiguration => {
    const rows = db.prepare('SELECT key, value, updated FROM app_setting').all() as {
      key: string;
      value: string;
      updated: string;
    }[];
    const byKey = new Map(rows.map((row) => [row.key, row]));
    const theme = byKey.get('theme');
    const flag = (key: string) => byKey.get(key)?.value !== 'false';
    return {
      conversations: flag(FLAGS[0]),
      fullText: flag(FLAGS[1]),
      ongoingConversations: flag(FLAGS[2]),
      theme: (idTenant !== null && tenantTheme(db, idTenant)) || {
        content: theme?.value ?? '',
        lastUpdate: theme ? theme.updated : null,
      },
    };
  };

  app.get('/api/home/application-configuration', { config: { access: { public: true } } }, async (request) =>
    read(await optionalTenant(db, verify, request)),
  );

  app.post(
    '/api/home/application-configuration',
    { config: { access: { area: 'Settings', action: 'modify-theme' } } },
    async (request) => {
      const body = request.body as { theme?: unknown } | null;
      if (!body || typeof body.theme !== 'string')
        throw badRequest('theme must be a JSON text', { theme: 'Field is required' });
      const theme = body.theme;
      if (theme.length > MAX_THEME_LENGTH)
        throw badRequest(`theme is longer than ${MAX_THEME_LENGTH} characters`);
      const { idTenant } = principalOf(request);
      // The console's own schema judges the theme (issue 9): what the console would refuse is never stored.
      const [problem] = parseThemeContent(theme).problems;
      if (problem) {
        const where = problem.path === '' ? 'theme' : `theme.${problem.path}`;
        throw badRequest(`Invalid theme at ${where}: ${THEME_PROBLEM_TEXT[problem.code]}`, {
          [where]: THEME_PROBLEM_TEXT[problem.code],
        });
      }
      saveTenantTheme(db, idTenant, theme);
      return read(idTenant);
    },
  );
}
