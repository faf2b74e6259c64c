import { parseUserJson } from './jsonShape';

/** Limits of a bot deploy configuration's content, the same in the console's editor and on the platform. */
export const CONFIG_MAX_CHARS = 20_000;
export const MAX_REPLICAS = 20;
/** Versions a module can be deployed in (the platform's releases). */
export const VERSION_PATTERN = /^\d{1,3}\.\d{1,3}\.\d{1,3}$/;

const QUANTITY = /^\d+(\.\d+)?(m|Mi|Gi)?$/;
const ENV_NAME = /^[A-Z_][A-Z0-9_]{0,63}$/;

/**
 * The problems of a configuration's JSON text: it must be an object with `replicas` (1–20), `cpuLimit` and
 * `memoryLimit` (quantities such as `500m`, `2`, `1Gi`) and optional `env` (upper-case names to texts); other keys
 * may hold any JSON. An empty list means valid.
 */
export function configurationProblems(text: string): string[] {
  if (text.length > CONFIG_MAX_CHARS) return [`At most ${CONFIG_MAX_CHARS} characters`];
  const read = parseUserJson(text);
  if ('problem' in read) return [read.problem];
  const value = read.value;
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return ['The configuration must be a JSON object'];
  const config = value as Record<string, unknown>;
  const problems: string[] = [];
  const { replicas, cpuLimit, memoryLimit, env } = config;
  if (!Number.isInteger(replicas) || (replicas as number) < 1 || (replicas as number) > MAX_REPLICAS)
    problems.push(`replicas must be a whole number from 1 to ${MAX_REPLICAS}`);
  for (const [name, quantity] of [
    ['cpuLimit', cpuLimit],
    ['memoryLimit', memoryLimit],
  ] as const)
    if (typeof quantity !== 'string' || !QUANTITY.test(quantity))
      problems.push(`${name} must be a quantity such as "500m", "2" or "1Gi"`);
  if (env !== undefined) {
    const valid =
      typeof env === 'object' &&
      env !== null &&
      !Array.isArray(env) &&
      Object.entries(env).every(([name, item]) => ENV_NAME.test(name) && typeof item === 'string');
    if (!valid) problems.push('env must map upper-case names to texts');
  }
  return problems;
}

/** The JSON text the platform stores and the editor shows: two-space indentation. */
export const prettyJson = (value: unknown) => JSON.stringify(value, null, 2);
