import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AreaDeps, AreaRuntime, PlatformArea } from './platformArea';

const AREAS_DIR = import.meta.dirname;
const AREA_FILE = 'area.ts';

/** The area folders (those with an `area.ts`), in name order. */
export function areaNames(): string[] {
  return readdirSync(AREAS_DIR, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(AREAS_DIR, entry.name, AREA_FILE)))
    .map((entry) => entry.name)
    .sort();
}

/** The folders holding the areas' SQL migrations (`<area>/migrations/`), read synchronously when a database opens. */
export function areaMigrationDirs(): string[] {
  return readdirSync(AREAS_DIR, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => join(AREAS_DIR, entry.name, 'migrations'))
    .filter((dir) => existsSync(dir));
}

let loading: Promise<PlatformArea[]> | undefined;

/** Imports every area once per process: adding a folder adds an area, no central list names it. */
export function loadAreas(): Promise<PlatformArea[]> {
  loading ??= Promise.all(areaNames().map(importArea));
  return loading;
}

async function importArea(name: string): Promise<PlatformArea> {
  const file = pathToFileURL(join(AREAS_DIR, name, AREA_FILE)).href;
  const { area } = (await import(/* @vite-ignore */ file)) as { area?: PlatformArea };
  if (area?.name !== name) throw new Error(`${name}/${AREA_FILE} must export \`area\` named '${name}'`);
  return area;
}

/** Registers every area; the result stops and closes what they left running, in that order, around the jobs. */
export function registerAreas(areas: PlatformArea[], deps: AreaDeps) {
  const running: AreaRuntime[] = [];
  for (const area of areas) {
    for (const routes of area.routes ?? []) routes(deps.app, deps.context);
    const runtime = area.register?.(deps);
    if (runtime) running.push(runtime);
  }
  return {
    async stop() {
      for (const runtime of running) await runtime.stop?.();
    },
    async close() {
      for (const runtime of running) await runtime.close?.();
    },
  };
}
