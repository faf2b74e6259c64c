import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { ConsoleDataProvider } from '../../providers/dataProvider';
import { TaskStatus } from '../../shared/enumerations';
import type { BackgroundTask } from '../../shared/wire/home';

// A followed task is looked up this often until it ends (the bell shows it live as well).
const POLL_MS = 1000;

/**
 * The current state of a background task this page started (null: none), looked up in the task overview until it
 * ends; `onDone` runs once with the finished task.
 */
export function useFollowedTask(
  idTask: number | null,
  onDone: (task: BackgroundTask) => Promise<void> | void,
): BackgroundTask | null {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const task = useQuery({
    queryKey: ['followedTask', idTask],
    enabled: idTask !== null,
    queryFn: async () => {
      const { data } = await dataProvider.getTaskOverview();
      const found = data.find((item) => item.id === idTask) ?? null;
      if (found && found.status >= TaskStatus.DONE) await onDone(found);
      return found;
    },
    refetchInterval: (query) =>
      query.state.data && query.state.data.status >= TaskStatus.DONE ? false : POLL_MS,
  });
  return idTask === null ? null : (task.data ?? null);
}
