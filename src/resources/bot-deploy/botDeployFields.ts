import type { ResourceInput } from '../schema/resourceSchema';

type FieldInput = ResourceInput['fields'][number];
type Icon = Extract<FieldInput, { type: 'enum' }>['choices'] extends (infer C)[] | undefined
  ? C extends { icon?: infer I }
    ? I
    : never
  : never;

export const moduleView = [{ area: 'BotDeploy', action: 'moduleview' }];
export const serverView = [{ area: 'BotDeploy', action: 'serverview' }];
export const configView = [{ area: 'BotDeploy', action: 'configview' }];

const choices = (group: string, values: string[], icons: Record<string, Icon>) =>
  values.map((value) => ({
    value,
    label: `resources.botDeployModules.${group}.${value}`,
    icon: icons[value],
  }));

/** Module status (deployment state on its server), with the icons the lists show. */
export const moduleStatusField = {
  source: 'status',
  type: 'enum',
  choices: choices('status', ['running', 'stopped', 'failed', 'deploying'], {
    running: 'running',
    stopped: 'stop',
    failed: 'error',
    deploying: 'pending',
  }),
} as FieldInput;

/** Server status. */
export const serverStatusField = (source: string) =>
  ({
    source,
    type: 'enum',
    choices: choices('serverStatus', ['online', 'offline', 'maintenance'], {
      online: 'success',
      offline: 'block',
      maintenance: 'repair',
    }),
  }) as FieldInput;
