import type { FastifyInstance } from 'fastify';
import type { UserPreferences } from '../../../src/shared/wire/home';
import { principalOf } from '../../api/accessGuard';
import type { ApiContext } from '../../api/apiContext';
import { badRequest } from '../../api/apiError';
import { bodyOf } from '../../api/validation';

/** Preferences are small settings (chosen columns, …); a cap keeps one user from filling the database. */
export const MAX_PREFERENCES_BYTES = 64 * 1024;

/** The signed-in user's console preferences: one JSON object per user, replaced as a whole on PUT. */
export function userPreferenceRoutes(app: FastifyInstance, { db }: ApiContext) {
  const signedIn = { config: { access: { authenticated: true } } } as const;

  app.get('/api/home/user-preferences', signedIn, async (request): Promise<UserPreferences> => {
    const row = db
      .prepare('SELECT console_preferences AS content FROM user WHERE id = ?')
      .get(principalOf(request).idUser) as { content: string | null };
    return row.content ? (JSON.parse(row.content) as UserPreferences) : {};
  });

  app.put('/api/home/user-preferences', signedIn, async (request): Promise<UserPreferences> => {
    const preferences = bodyOf(request);
    const content = JSON.stringify(preferences);
    if (Buffer.byteLength(content) > MAX_PREFERENCES_BYTES)
      throw badRequest(`Preferences are limited to ${MAX_PREFERENCES_BYTES} bytes`);
    db.prepare('UPDATE user SET console_preferences = ? WHERE id = ?').run(
      content,
      principalOf(request).idUser,
    );
    return preferences;
  });
}
