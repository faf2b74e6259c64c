import type { FastifyInstance } from 'fastify';
import {
  CONFIGURATION_FILES_PATH,
  CONFIGURE_PERMISSION,
  type ConfigFilesResponse,
} from '../../src/shared/wire/configuration';
import { runtimeConfigFor } from '../http/runtimeConfig';
import type { ConfigDir, ConfigSnapshot } from './configDir';

/** Where the console fetches a runtime resource file (`/config.json` lists these). */
export const resourceFileUrl = (file: string) => `/resources/${encodeURIComponent(file)}`;

/** Where the console fetches a page file. */
export const pageFileUrl = (file: string) => `/pages/${encodeURIComponent(file)}`;

/**
 * `/config.json` listing the configuration directory's files in use, each file at `/resources/{file}` or
 * `/pages/{file}` with an ETag, and the state of every file (problems included) for users who may configure.
 */
export function configRoutes(app: FastifyInstance, config: ConfigDir, publicUrl: string) {
  app.get('/config.json', async (_request, reply) => {
    const { served, servedPages } = config.snapshot();
    return reply
      .header('Cache-Control', 'no-cache')
      .send(
        runtimeConfigFor(
          publicUrl,
          [...served.keys()].map(resourceFileUrl),
          [...servedPages.keys()].map(pageFileUrl),
        ),
      );
  });

  const serveFiles = (url: string, filesOf: (snapshot: ConfigSnapshot) => ConfigSnapshot['served']) =>
    app.get<{ Params: { file: string } }>(url, async (request, reply) => {
      // Only files in use: a broken one is skipped, and nothing outside the directory can be named.
      const served = filesOf(config.snapshot()).get(request.params.file);
      if (!served) return reply.code(404).send({ status: 404, error: 'Not Found' });
      reply.header('Cache-Control', 'no-cache').header('ETag', served.etag);
      const known = request.headers['if-none-match']?.split(',').map((tag) => tag.trim().replace(/^W\//, ''));
      if (known?.includes(served.etag)) return reply.code(304).send();
      return reply.type('application/json; charset=utf-8').send(served.text);
    });
  serveFiles('/resources/:file', (snapshot) => snapshot.served);
  serveFiles('/pages/:file', (snapshot) => snapshot.servedPages);

  app.get(
    `/api${CONFIGURATION_FILES_PATH}`,
    { config: { access: CONFIGURE_PERMISSION } },
    async (): Promise<ConfigFilesResponse> => ({ files: config.snapshot().states }),
  );
}
