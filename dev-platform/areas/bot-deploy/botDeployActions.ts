import type { FastifyInstance, FastifyRequest } from 'fastify';
import { VERSION_PATTERN } from '../../../src/shared/botDeployRules';
import { VALIDATION_MESSAGES } from '../../../src/shared/validation/messages';
import type { BackgroundTask } from '../../../src/shared/wire/home';
import type { JobRunner } from '../../jobs/jobRunner';
import { principalOf } from '../../api/accessGuard';
import type { ApiContext } from '../../api/apiContext';
import { ApiError, badRequest } from '../../api/apiError';
import { assertPlatformWrite } from '../../api/platformData';
import { bodyOf } from '../../api/validation';
import { findModule } from './botDeploy';

const DEPLOY = { config: { access: { area: 'BotDeploy', action: 'deploy' } } } as const;
const DEPLOY_STEPS = [
  'Pulling image',
  'Stopping replicas',
  'Applying configuration',
  'Starting replicas',
  'Health check',
];
const RESTART_STEPS = ['Stopping replicas', 'Starting replicas', 'Health check'];

/** Step length of a deployment or restart (`BOT_DEPLOY_STEP_MS`, default 800 ms; tests shorten it). */
function stepMs(): number {
  const value = Number(process.env.BOT_DEPLOY_STEP_MS ?? 800);
  return Number.isInteger(value) && value > 0 && value <= 60_000 ? value : 800;
}

/**
 * Deploying (`{ version? }`) or restarting a module on its server, as background tasks with one progress step per
 * stage: the module is `deploying` meanwhile (409 for a second action), `running` afterwards; a deployment also
 * records its configuration as deployed. Timers are bounded and stop when the platform closes (the module is then
 * marked `failed`, as a real interrupted rollout would be).
 */
export function botDeployActionRoutes(
  app: FastifyInstance,
  { db }: Pick<ApiContext, 'db'>,
  runner: JobRunner,
): { close(): void } {
  const stopping = new AbortController();
  const setStatus = (id: number, status: string, version?: string) =>
    db
      .prepare(
        'UPDATE bot_deploy_module SET status = ?, version = COALESCE(?, version), updated = ? WHERE id = ?',
      )
      .run(status, version ?? null, new Date().toISOString(), id);
  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      stopping.signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
    });

  function start(request: FastifyRequest, kind: 'deploy' | 'restart') {
    const principal = principalOf(request);
    const module = findModule(db, String((request.params as { id: string }).id));
    const body = kind === 'deploy' ? bodyOf(request) : {};
    // A deployment names its version (the form requires it); a restart keeps the running one.
    if (kind === 'deploy' && (body.version === undefined || body.version === ''))
      throw badRequest('Validation failed', { version: VALIDATION_MESSAGES.required });
    const version = kind === 'deploy' ? body.version : module.version;
    if (typeof version !== 'string' || !VERSION_PATTERN.test(version))
      throw badRequest('Validation failed', { version: VALIDATION_MESSAGES.match });
    // Modules and servers are platform infrastructure: only the root tenant's context changes them (docs/security.md).
    assertPlatformWrite(db, principal);
    const server = db
      .prepare('SELECT status FROM bot_deploy_server WHERE name = ?')
      .pluck()
      .get(module.server);
    if (server !== 'online') throw new ApiError(409, `Server ${module.server} is ${String(server)}`);
    // The check and the status change happen in one synchronous step: a second request sees `deploying`.
    if (module.status === 'deploying')
      throw new ApiError(409, `${module.name} on ${module.server} is already being deployed`);
    const previous = module.status;
    setStatus(module.rowId, 'deploying');
    const steps = kind === 'deploy' ? DEPLOY_STEPS : RESTART_STEPS;
    const ms = stepMs();
    const title = kind === 'deploy' ? `Deploy ${module.name} ${version}` : `Restart ${module.name}`;
    return runner.start(
      { idTenant: principal.idTenant, idUser: principal.idUser },
      { name: `${title} on ${module.server}`, description: steps[0] },
      async (control) => {
        for (const [index, step] of steps.entries()) {
          control.progress((index / steps.length) * 100, step);
          await pause(ms);
          if (control.canceled || stopping.signal.aborted) {
            setStatus(module.rowId, control.canceled ? previous : 'failed');
            throw new Error(`${title} stopped at "${step}"`);
          }
        }
        db.transaction(() => {
          setStatus(module.rowId, 'running', version);
          if (kind === 'deploy')
            db.prepare(
              `UPDATE bot_deploy_config SET deployed_content = content, deployed = ?
               WHERE id = (SELECT id_bot_deploy_config FROM bot_deploy_module WHERE id = ?)`,
            ).run(new Date().toISOString(), module.rowId);
        })();
        return { resultUrl: null, description: `${module.name} ${version} running on ${module.server}` };
      },
    );
  }

  app.post('/api/bot-deploy/modules/:id/deploy', DEPLOY, async (request, reply): Promise<BackgroundTask> => {
    const task = start(request, 'deploy');
    reply.code(202);
    return task;
  });
  app.post('/api/bot-deploy/modules/:id/restart', DEPLOY, async (request, reply): Promise<BackgroundTask> => {
    const task = start(request, 'restart');
    reply.code(202);
    return task;
  });
  return { close: () => stopping.abort() };
}
