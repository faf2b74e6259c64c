/** Wire types of bot deploy (`/bot-deploy/*`): platform-wide servers, configurations and deployed modules. */

export type BotDeployServerStatus = 'online' | 'offline' | 'maintenance';
export type BotDeployModuleStatus = 'running' | 'stopped' | 'failed' | 'deploying';

/** A module deployed on a server; `id` is the composite `{name}~{server}`. */
export interface BotDeployModule {
  id: string;
  name: string;
  server: string;
  serverStatus: BotDeployServerStatus;
  configuration: string | null;
  version: string;
  status: BotDeployModuleStatus;
  replicas: number;
  updated: string;
}

/** A server; `id` is its name. */
export interface BotDeployServer {
  id: string;
  name: string;
  host: string;
  region: string;
  status: BotDeployServerStatus;
  cpuCores: number;
  memoryMb: number;
  moduleCount: number;
  runningCount: number;
  created: string;
}

/** A configuration; `id` is its name; contents are JSON texts (pretty-printed). */
export interface BotDeployConfiguration {
  id: string;
  name: string;
  description: string;
  content: string;
  /** What the servers run: null until deployed once. */
  deployedContent: string | null;
  deployed: string | null;
  /** Whether the content differs from the deployed one. */
  pending: boolean;
  moduleCount: number;
  updated: string;
}
