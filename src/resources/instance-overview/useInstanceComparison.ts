import { useMutation, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useDataProvider, useNotify, usePermissions } from 'react-admin';
import { errorMessage, isSilentError } from '../../providers/apiError';
import type { ConsoleDataProvider } from '../../providers/dataProvider';
import { TaskStatus } from '../../shared/enumerations';
import { canAccess } from '../../shared/permissions';
import type { ComparisonKind, SyncDirection } from '../../shared/wire/instances';
import { rowsWithResult, syncPlan } from './comparisonModel';

const TEXTS = 'resources.instanceOverview.comparison';
/** How often a running sync task is re-read until it ends. */
const TASK_POLL_MS = 500;

/**
 * The state of one comparison tab: the compared rows (filtered by result), the selection, the sync being confirmed
 * and the sync task being followed; when the task has ended the comparison is read again and the selection cleared.
 */
export function useInstanceComparison(appUrl: string, kind: ComparisonKind) {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const notify = useNotify();
  const { permissions } = usePermissions();
  const [result, setResult] = useState<number>();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [confirming, setConfirming] = useState<SyncDirection | null>(null);

  const comparison = useQuery({
    queryKey: ['instanceComparison', appUrl, kind],
    queryFn: async () => (await dataProvider.getComparison(appUrl, kind)).data,
  });
  const rows = useMemo(() => comparison.data ?? [], [comparison.data]);
  const { refetch } = comparison;
  const sync = useMutation({
    mutationFn: async (direction: SyncDirection) => {
      const plan = syncPlan(rows, selected, direction);
      const keys = [...plan.create, ...plan.overwrite].map((row) => row.key);
      const { data: started } = await dataProvider.startInstanceSync(appUrl, { kind, direction, keys });
      setConfirming(null);
      notify(`${TEXTS}.running`, { type: 'info' });
      // The task runs on the platform (the bell shows it too); follow it here to refresh once it has ended.
      let task = started;
      while (task.status < TaskStatus.DONE) {
        await new Promise((resolve) => setTimeout(resolve, TASK_POLL_MS));
        task = (await dataProvider.getSyncTask(task.id)).data;
      }
      return task;
    },
    onSuccess: (task) => {
      setSelected(new Set());
      void refetch();
      if (task.status === TaskStatus.DONE) notify(`${TEXTS}.done`, { type: 'success' });
      else notify(`${TEXTS}.failed`, { type: 'error', messageArgs: { message: task.description } });
    },
    onError: (error) => {
      if (!isSilentError(error)) notify(errorMessage(error), { type: 'error' });
    },
  });

  const shown = rowsWithResult(rows, result);
  return {
    rows: shown,
    loading: comparison.isPending,
    error: comparison.error,
    result,
    setResult,
    selected,
    toggle: (key: string) =>
      setSelected((current) => {
        const next = new Set(current);
        if (!next.delete(key)) next.add(key);
        return next;
      }),
    toggleAll: (on: boolean) => setSelected(on ? new Set(shown.map((row) => row.key)) : new Set()),
    maySync: canAccess(permissions ?? {}, 'InstanceOverview', 'sync'),
    syncing: sync.isPending,
    confirming,
    plan: confirming ? syncPlan(rows, selected, confirming) : null,
    askSync: setConfirming,
    confirmSync: () => confirming && sync.mutate(confirming),
    cancelSync: () => setConfirming(null),
  };
}
