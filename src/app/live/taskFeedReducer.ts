import type { TaskEvent } from '../../shared/liveEvents';
import type { BackgroundTask } from '../../shared/wire/home';

export interface TaskFeedState {
  tasks: BackgroundTask[];
  /** Whether the overview has been read at least once. */
  loaded: boolean;
  /** Events received since the running overview request started; re-applied over its (possibly older) answer. */
  sinceFetch: TaskEvent[] | null;
}

export type TaskFeedAction =
  | { type: 'fetchStarted' }
  | { type: 'fetched'; tasks: BackgroundTask[] }
  | { type: 'fetchFailed' }
  | { type: 'event'; event: TaskEvent };

export const initialTaskFeed: TaskFeedState = { tasks: [], loaded: false, sinceFetch: null };

/** Applies one live event (SPEC §4): create → front; update → replace in place or add to the front; delete → remove. */
export function applyTaskEvent(tasks: readonly BackgroundTask[], event: TaskEvent): BackgroundTask[] {
  const others = tasks.filter((task) => task.id !== event.task.id);
  switch (event.type) {
    case 'CreateTask':
      return [event.task, ...others];
    case 'UpdateTask': {
      const index = tasks.findIndex((task) => task.id === event.task.id);
      if (index < 0) return [event.task, ...tasks];
      return tasks.map((task, i) => (i === index ? event.task : task));
    }
    case 'DeleteTask':
      return others;
  }
}

/**
 * The live task list. An overview read replaces the list (so nothing missed while disconnected is lost and nothing
 * is duplicated); events that arrived while it was on its way are applied again on top, because the answer may have
 * been read before them.
 */
export function taskFeedReducer(state: TaskFeedState, action: TaskFeedAction): TaskFeedState {
  switch (action.type) {
    case 'fetchStarted':
      return { ...state, sinceFetch: [] };
    case 'fetched':
      return {
        tasks: (state.sinceFetch ?? []).reduce(applyTaskEvent, dedupe(action.tasks)),
        loaded: true,
        sinceFetch: null,
      };
    case 'fetchFailed':
      return { ...state, sinceFetch: null };
    case 'event':
      return {
        ...state,
        tasks: applyTaskEvent(state.tasks, action.event),
        sinceFetch: state.sinceFetch && [...state.sinceFetch, action.event],
      };
  }
}

function dedupe(tasks: readonly BackgroundTask[]): BackgroundTask[] {
  const seen = new Set<number>();
  return tasks.filter((task) => !seen.has(task.id) && seen.add(task.id));
}
