import type { FastifyInstance } from 'fastify';
import type { TokenVerifier } from '../api/accessGuard';
import type { ApiContext } from '../api/apiContext';
import type { SeedContext } from '../db/seed/seedContext';
import type { JobRunner } from '../jobs/jobRunner';
import type { PlatformSettings } from '../settings';

/** What an area's `register` gets: the server, the API context and the shared services. */
export interface AreaDeps {
  app: FastifyInstance;
  context: ApiContext;
  verify: TokenVerifier;
  jobs: JobRunner;
  settings: PlatformSettings;
  /** The platform's own origin, e.g. `http://localhost:5173`. */
  url: string;
}

/** What a registered area leaves running. */
export interface AreaRuntime {
  /** Stops producing work (timers, streams, pending uploads), before the platform waits for running jobs. */
  stop?(): void | Promise<void>;
  /** Releases what running jobs may still have used (servers, connections), after they settled. */
  close?(): void | Promise<void>;
}

/** Registers routes that need only the API context, like `lineRoutes(app, context)`. */
export type AreaRoutes = (app: FastifyInstance, context: ApiContext) => unknown;

/** One step of the demo data, run inside the seed's transaction. */
export type SeedRun = (ctx: SeedContext) => void;

/**
 * A platform area, exported as `area` from `dev-platform/areas/<name>/area.ts` and found at start-up by its folder
 * (loadAreas.ts). Its SQL migrations sit in `<name>/migrations/` (database.ts finds them).
 */
export interface PlatformArea {
  /** The folder name, like the console's `src/resources/<name>/`. */
  name: string;
  routes?: AreaRoutes[];
  /** Registers what needs more than the API context (jobs, settings) and starts the area's background work. */
  register?(deps: AreaDeps): AreaRuntime | void;
  /**
   * Seed steps by order. The steps of all areas run in order in one transaction and draw from one random sequence,
   * so the order fixes the data: a new area takes a free number after the steps its rows refer to.
   */
  seed?: Record<number, SeedRun>;
}
