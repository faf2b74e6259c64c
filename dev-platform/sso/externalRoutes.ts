import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ExternalSignIn } from './externalSignIn';
import { InteractionError, sendHtml } from './interactionHttp';
import { renderErrorPage } from './ssoPages';

/** The providers list (SPEC §7), public like the sign-in page that shows it. */
export const PROVIDERS_PATH = '/external-providers';
/** The SSO's redirect URI at every external provider. */
export const CALLBACK_PATH = '/external/callback';

/** The SSO's routes of external sign-in, below the issuer path. */
export function externalRoutes(external: ExternalSignIn, interactionPath: string) {
  return {
    handles: (path: string) => path === PROVIDERS_PATH || path === CALLBACK_PATH,
    async handle(path: string, req: IncomingMessage, res: ServerResponse): Promise<void> {
      res.setHeader('Cache-Control', 'no-store');
      if (req.method !== 'GET') {
        res.setHeader('Allow', 'GET');
        sendHtml(res, 405, renderErrorPage({ error: 'invalid_request', description: 'Method not allowed.' }));
        return;
      }
      if (path === PROVIDERS_PATH) {
        const body = JSON.stringify({ providers: external.list() });
        res.setHeader('Content-Type', 'application/json; charset=utf-8');
        res.end(body);
        return;
      }
      try {
        const uid = await external.finish(new URL(req.url ?? '/', 'http://localhost').searchParams);
        // Back to the interaction, which the browser's interaction cookie binds to this browser.
        res.statusCode = 303;
        res.setHeader('Location', `${interactionPath}/${encodeURIComponent(uid)}`);
        res.end();
      } catch (err) {
        const { status, error, description } =
          err instanceof InteractionError
            ? err
            : {
                status: 500,
                error: 'server_error',
                description: 'The sign-in service hit an unexpected error.',
              };
        sendHtml(res, status, renderErrorPage({ error, description }));
      }
    },
  };
}
