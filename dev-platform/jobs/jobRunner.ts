import { TaskStatus } from '../../src/shared/enumerations';
import type { HubTarget } from '../../src/shared/liveEvents';
import type { BackgroundTask } from '../../src/shared/wire/home';
import type { Db } from '../db/database';

/** What a running job can do: report progress (0–100) and learn that it was canceled. */
interface JobControl {
  progress(percent: number, description?: string): void;
  readonly canceled: boolean;
}

/** A job's outcome: where the console can fetch its result (shown on the finished task), if anywhere. */
interface JobResult {
  resultUrl: string | null;
  description?: string;
}

export type Job = (control: JobControl) => Promise<JobResult>;

export interface JobRunner {
  /** Creates the task (NEW), pushes CreateTask, and runs the job in the background; resolves with the new task. */
  start(
    owner: { idTenant: number; idUser: number | null },
    meta: { name: string; description: string },
    job: Job,
  ): BackgroundTask;
  /** Asks a running job to stop; its task ends CANCELED. Returns false when the task is not running here. */
  cancel(idTask: number): boolean;
  /** Resolves when every job started so far has settled (tests, shutdown). */
  idle(): Promise<void>;
}

/** A row of the `task` table. */
export interface TaskRow {
  id: number;
  id_tenant: number;
  id_user: number | null;
  name: string;
  description: string;
  status: number;
  progress: number;
  result_url: string | null;
  created: string;
}

const { NEW, RUNNING, DONE, ERROR, CANCELED } = TaskStatus;
// Progress is pushed at most this often, so a tight loop does not flood the hub.
const PROGRESS_INTERVAL_MS = 200;

/** Converts a task row into its wire form. */
export function taskFromRow(row: TaskRow): BackgroundTask {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    created: row.created,
    status: row.status as TaskStatus,
    progress: row.progress,
    resultUrl: row.result_url,
    idTenant: row.id_tenant,
    idUser: row.id_user,
  };
}

/** Runs long operations as background tasks whose state is stored and pushed over the hub (SPEC §3, §4). */
export function createJobRunner(options: {
  db: Db;
  publish(idTenant: number, target: HubTarget, ...args: unknown[]): void;
  now?: () => Date;
}): JobRunner {
  const { db, publish } = options;
  const now = options.now ?? (() => new Date());
  const running = new Map<number, { canceled: boolean }>();
  const pending = new Set<Promise<void>>();

  const load = (id: number) => db.prepare('SELECT * FROM task WHERE id = ?').get(id) as TaskRow | undefined;
  const update = (
    id: number,
    fields: { status?: number; progress?: number; description?: string; resultUrl?: string | null },
  ) => {
    const row = load(id);
    if (!row) return; // deleted meanwhile
    db.prepare(
      'UPDATE task SET status = ?, progress = ?, description = ?, result_url = ?, updated = ? WHERE id = ?',
    ).run(
      fields.status ?? row.status,
      fields.progress ?? row.progress,
      fields.description ?? row.description,
      fields.resultUrl === undefined ? row.result_url : fields.resultUrl,
      now().toISOString(),
      id,
    );
    publish(row.id_tenant, 'UpdateTask', taskFromRow(load(id)!));
  };

  async function run(id: number, job: Job, state: { canceled: boolean }) {
    let lastPush = 0;
    const control: JobControl = {
      progress(percent, description) {
        const t = Date.now();
        if (t - lastPush < PROGRESS_INTERVAL_MS && percent < 100) return;
        lastPush = t;
        update(id, { progress: Math.max(0, Math.min(100, Math.round(percent))), description });
      },
      get canceled() {
        return state.canceled;
      },
    };
    update(id, { status: RUNNING, progress: 0 });
    try {
      const result = await job(control);
      if (state.canceled) update(id, { status: CANCELED });
      else
        update(id, {
          status: DONE,
          progress: 100,
          resultUrl: result.resultUrl,
          description: result.description,
        });
    } catch (error) {
      update(id, {
        status: state.canceled ? CANCELED : ERROR,
        description: error instanceof Error ? error.message : String(error),
      });
    } finally {
      running.delete(id);
    }
  }

  return {
    start(owner, meta, job) {
      const created = now().toISOString();
      const { lastInsertRowid } = db
        .prepare(
          `INSERT INTO task (id_tenant, id_user, name, description, status, progress, created, updated)
           VALUES (?, ?, ?, ?, ?, 0, ?, ?)`,
        )
        .run(owner.idTenant, owner.idUser, meta.name, meta.description, NEW, created, created);
      const id = Number(lastInsertRowid);
      const task = taskFromRow(load(id)!);
      publish(owner.idTenant, 'CreateTask', task);
      const state = { canceled: false };
      running.set(id, state);
      // Start on the next turn so the caller answers the HTTP request (and CreateTask goes out) first.
      const done = new Promise<void>((resolve) =>
        setImmediate(() => void run(id, job, state).finally(resolve)),
      );
      pending.add(done);
      void done.finally(() => pending.delete(done));
      return task;
    },
    cancel(idTask) {
      const state = running.get(idTask);
      if (!state) return false;
      state.canceled = true;
      return true;
    },
    async idle() {
      while (pending.size) await Promise.all([...pending]);
    },
  };
}
