import { compositeId } from '../../../src/resources/schema/placeholders';
import { prettyJson } from '../../../src/shared/botDeployRules';
import type {
  BotDeployConfiguration,
  BotDeployModule,
  BotDeployModuleStatus,
  BotDeployServer,
  BotDeployServerStatus,
} from '../../../src/shared/wire/botDeploy';
import type { ListSpec } from '../../api/listQuery';

interface ModuleRow {
  id: number;
  name: string;
  server: string;
  server_status: BotDeployServerStatus;
  configuration: string | null;
  version: string;
  status: BotDeployModuleStatus;
  replicas: number;
  updated: string;
}

export const MODULE_FROM = `bot_deploy_module m JOIN bot_deploy_server s ON s.id = m.id_bot_deploy_server
  LEFT JOIN bot_deploy_config c ON c.id = m.id_bot_deploy_config`;
export const MODULE_SELECT = `m.id, m.name, s.name AS server, s.status AS server_status, c.name AS configuration,
  m.version, m.status, m.replicas, m.updated`;

export const toModule = (row: ModuleRow): BotDeployModule => ({
  id: compositeId([row.name, row.server]),
  name: row.name,
  server: row.server,
  serverStatus: row.server_status,
  configuration: row.configuration,
  version: row.version,
  status: row.status,
  replicas: row.replicas,
  updated: row.updated,
});

export const moduleList: ListSpec<ModuleRow, BotDeployModule> = {
  from: MODULE_FROM,
  select: MODULE_SELECT,
  fields: {
    name: { sql: 'm.name', type: 'text' },
    server: { sql: 's.name', type: 'text' },
    configuration: { sql: 'c.name', type: 'text' },
    version: { sql: 'm.version', type: 'text' },
    status: { sql: 'm.status', type: 'text' },
    replicas: { sql: 'm.replicas', type: 'number' },
    updated: { sql: 'm.updated', type: 'text' },
  },
  search: ['m.name', 's.name', 'c.name'],
  defaultSort: { field: 'name', order: 'ASC' },
  tiebreaker: 'm.id',
  toItem: toModule,
};

interface ServerRow {
  name: string;
  host: string;
  region: string;
  status: BotDeployServerStatus;
  cpu_cores: number;
  memory_mb: number;
  module_count: number;
  running_count: number;
  created: string;
}

export const SERVER_SELECT = `s.name, s.host, s.region, s.status, s.cpu_cores, s.memory_mb, s.created,
  (SELECT COUNT(*) FROM bot_deploy_module m WHERE m.id_bot_deploy_server = s.id) AS module_count,
  (SELECT COUNT(*) FROM bot_deploy_module m WHERE m.id_bot_deploy_server = s.id AND m.status = 'running')
    AS running_count`;

export const toServer = (row: ServerRow): BotDeployServer => ({
  id: row.name,
  name: row.name,
  host: row.host,
  region: row.region,
  status: row.status,
  cpuCores: row.cpu_cores,
  memoryMb: row.memory_mb,
  moduleCount: row.module_count,
  runningCount: row.running_count,
  created: row.created,
});

export const serverList: ListSpec<ServerRow, BotDeployServer> = {
  from: 'bot_deploy_server s',
  select: SERVER_SELECT,
  fields: {
    name: { sql: 's.name', type: 'text' },
    host: { sql: 's.host', type: 'text' },
    region: { sql: 's.region', type: 'text' },
    status: { sql: 's.status', type: 'text' },
    cpuCores: { sql: 's.cpu_cores', type: 'number' },
    memoryMb: { sql: 's.memory_mb', type: 'number' },
    moduleCount: { sql: 'module_count', type: 'number', filterable: false },
    runningCount: { sql: 'running_count', type: 'number', filterable: false },
    created: { sql: 's.created', type: 'text' },
  },
  search: ['s.name', 's.host', 's.region'],
  defaultSort: { field: 'name', order: 'ASC' },
  tiebreaker: 's.id',
  toItem: toServer,
};

interface ConfigRow {
  name: string;
  description: string;
  content: string;
  deployed_content: string | null;
  deployed: string | null;
  module_count: number;
  updated: string;
}

export const CONFIG_SELECT = `c.name, c.description, c.content, c.deployed_content, c.deployed, c.updated,
  (SELECT COUNT(*) FROM bot_deploy_module m WHERE m.id_bot_deploy_config = c.id) AS module_count`;

const pretty = (text: string) => prettyJson(JSON.parse(text));

export function toConfiguration(row: ConfigRow): BotDeployConfiguration {
  const content = pretty(row.content);
  const deployedContent = row.deployed_content === null ? null : pretty(row.deployed_content);
  return {
    id: row.name,
    name: row.name,
    description: row.description,
    content,
    deployedContent,
    deployed: row.deployed,
    pending: content !== deployedContent,
    moduleCount: row.module_count,
    updated: row.updated,
  };
}

export const configurationList: ListSpec<ConfigRow, BotDeployConfiguration> = {
  from: 'bot_deploy_config c',
  select: CONFIG_SELECT,
  fields: {
    name: { sql: 'c.name', type: 'text' },
    description: { sql: 'c.description', type: 'text' },
    moduleCount: { sql: 'module_count', type: 'number', filterable: false },
    // Content that differs from what was last deployed (NULL when never deployed).
    pending: {
      sql: '(c.deployed_content IS NULL OR c.deployed_content <> c.content)',
      type: 'boolean',
      filterable: false,
    },
    deployed: { sql: 'c.deployed', type: 'text' },
    updated: { sql: 'c.updated', type: 'text' },
  },
  search: ['c.name', 'c.description'],
  defaultSort: { field: 'name', order: 'ASC' },
  tiebreaker: 'c.id',
  toItem: toConfiguration,
};
