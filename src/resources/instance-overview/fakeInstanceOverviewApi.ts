import { HttpError } from 'react-admin';
import { TaskStatus } from '../../shared/enumerations';
import type { BackgroundTask } from '../../shared/wire/home';
import type { ComparisonKind, ComparisonRow } from '../../shared/wire/instances';
import type { InstanceOverviewApi } from './instanceOverviewApi';
import type { FakeHomeContext } from '../framework/testing/api/fakeHomeApi';
import { FAKE_USER } from '../framework/testing/api/fakeHomeApi';

/** The comparisons the fake answers, per compared instance's `appUrl` and kind. */
export type FakeComparisons = Record<string, Partial<Record<ComparisonKind, ComparisonRow[]>>>;

const refused = (error: string) => new HttpError(`Error (400) - ${error}`, 400, { status: 400, error });

/**
 * Fake twin of `createInstanceOverviewApi`: comparisons from memory; a sync finishes at once (a DONE task) and
 * makes the selected items identical, carrying the source side's content over like the platform does.
 */
export function createFakeInstanceOverviewApi(
  comparisons: FakeComparisons,
  context: Pick<FakeHomeContext, 'tasks' | 'log'>,
): InstanceOverviewApi {
  return {
    getComparison: async (appUrl, kind) => ({ data: structuredClone(comparisons[appUrl]?.[kind] ?? []) }),
    startInstanceSync: async (appUrl, request) => {
      context.log('startInstanceSync', { appUrl, ...request });
      const rows = comparisons[appUrl]?.[request.kind] ?? [];
      const side = request.direction === 'toRemote' ? 'local' : 'remote';
      const chosen = rows.filter((row) => request.keys.includes(row.key) && row[side] !== null);
      if (request.keys.length === 0 || chosen.length !== request.keys.length)
        throw refused('Not on the source instance');
      for (const row of chosen) {
        row.local = row.remote = structuredClone(row[side]);
        row.result = 1;
      }
      const task: BackgroundTask = {
        id: Math.max(0, ...context.tasks.map((item) => item.id)) + 1,
        name: `Instance sync: ${request.kind}`,
        description: `${chosen.length} ${request.kind} synchronised`,
        created: new Date().toISOString(),
        status: TaskStatus.DONE,
        progress: 100,
        resultUrl: null,
        idTenant: FAKE_USER.idTenant,
        idUser: FAKE_USER.id,
      };
      context.tasks.push(task);
      return { data: structuredClone(task) };
    },
    getSyncTask: async (id) => {
      const task = context.tasks.find((item) => item.id === id);
      if (!task)
        throw new HttpError('Error (404) - Task not found', 404, { status: 404, error: 'Task not found' });
      return { data: structuredClone(task) };
    },
  };
}
