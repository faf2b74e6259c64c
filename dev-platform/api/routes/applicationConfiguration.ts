import type { FastifyInstance } from 'fastify';
import type { ApplicationConfiguration } from '../../../src/shared/wire/home';
import type { ApiContext } from '../apiContext';
import { badRequest } from '../apiError';

const FLAGS = ['conversations', 'fullText', 'ongoingConversations'] as const;
export const MAX_THEME_LENGTH = 64 * 1024;

/** Application configuration (SPEC §7): GET without authorization; POST {theme} saves, {theme: ''} resets. */
export function applicationConfigurationRoutes(app: FastifyInstance, { db }: ApiContext) {
  const read = (): ApplicationConfiguration => {
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
      theme: { content: theme?.value ?? '', lastUpdate: theme ? theme.updated : null },
    };
  };

  app.get('/api/home/application-configuration', { config: { access: { public: true } } }, async () =>
    read(),
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
      if (theme.trim() === '') {
        db.prepare("DELETE FROM app_setting WHERE key = 'theme'").run();
      } else {
        let parsed: unknown;
        try {
          parsed = JSON.parse(theme);
        } catch {
          throw badRequest('theme is not valid JSON', { theme: 'Theme is not valid JSON' });
        }
        if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
          throw badRequest('theme must be a JSON object', { theme: 'Theme must be a JSON object' });
        }
        db.prepare(
          `INSERT INTO app_setting (key, value, updated) VALUES ('theme', ?, ?)
           ON CONFLICT(key) DO UPDATE SET value = excluded.value, updated = excluded.updated`,
        ).run(theme, new Date().toISOString());
      }
      return read();
    },
  );
}
