import { seedPackages } from './seedBotDeployPackages';
import { DAY, ago, cycleName, insert, scaled, type SeedContext } from '../../db/seed/seedContext';

const REGIONS = ['eu-central', 'eu-west', 'us-east', 'us-west'];
const SERVERS = ['bot-prg', 'bot-fra', 'bot-ams', 'bot-nyc', 'bot-sfo'];
const CONFIGS = [
  'voicebot-default',
  'chatbot-default',
  'emailbot',
  'live-translate',
  'agent-assist',
  'high-load',
];
const MODULES = ['voicebot', 'chatbot', 'emailbot', 'nlp-worker', 'tts-cache', 'asr-gateway', 'agent-assist'];

/**
 * Bot deploy servers, configurations and the modules deployed on the servers (platform-wide), and the package
 * manager's packages (issue 16 seeds both here).
 */
export function seedBotDeploy(ctx: SeedContext): void {
  const servers: number[] = [];
  for (let i = 0, n = scaled(ctx, 4); i < n; i++) {
    const name = `${SERVERS[i % SERVERS.length]}-${String(Math.floor(i / SERVERS.length) + 1).padStart(2, '0')}`;
    servers.push(
      insert(ctx.db, 'bot_deploy_server', {
        name,
        host: `${name}.switchboard.example`,
        region: REGIONS[i % REGIONS.length],
        status: ctx.rng.weighted([
          ['online', 8],
          ['maintenance', 1],
          ['offline', 1],
        ] as const),
        cpu_cores: ctx.rng.pick([8, 16, 32]),
        memory_mb: ctx.rng.pick([16, 32, 64]) * 1024,
        created: ago(ctx, 600 * DAY, 60 * DAY),
      }),
    );
  }
  const configs: number[] = [];
  for (let i = 0, n = scaled(ctx, 6); i < n; i++) {
    const name = cycleName(CONFIGS, i, '-');
    const content = {
      replicas: ctx.rng.int(1, 4),
      cpuLimit: ctx.rng.pick(['500m', '1', '2']),
      memoryLimit: ctx.rng.pick(['512Mi', '1Gi', '2Gi']),
      env: { LOG_LEVEL: 'info' },
    };
    const updated = ago(ctx, 90 * DAY);
    // Every third configuration was edited after its last deployment (the editor shows the difference); no extra
    // random draws, so the rest of the seed stays as it was.
    const deployedContent = i % 3 === 1 ? { ...content, env: { LOG_LEVEL: 'debug' } } : content;
    configs.push(
      insert(ctx.db, 'bot_deploy_config', {
        name,
        description: `Deployment settings for ${name}`,
        content,
        updated,
        deployed_content: deployedContent,
        deployed: updated,
      }),
    );
  }
  // Module names repeat across servers (name + server identify a module), as on the detail route.
  for (let i = 0, n = scaled(ctx, 12); i < n; i++) {
    insert(ctx.db, 'bot_deploy_module', {
      name: cycleName(MODULES, Math.floor(i / servers.length), '-'),
      id_bot_deploy_server: servers[i % servers.length],
      id_bot_deploy_config: ctx.rng.pick(configs),
      version: `2.0.${ctx.rng.int(20, 31)}`,
      status: ctx.rng.weighted([
        ['running', 8],
        ['stopped', 1],
        ['failed', 1],
        ['deploying', 1],
      ] as const),
      replicas: ctx.rng.int(1, 4),
      updated: ago(ctx, 30 * DAY),
    });
  }
  seedPackages(ctx);
}
