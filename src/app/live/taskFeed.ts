import { createObservable, type Observable } from '../../providers/observable';
import type { BackgroundTask } from '../../shared/wire/home';
import { checkTasks, readCheckRecords, type CheckRecord } from './checkedTasks';
import type { TaskEvent } from '../../shared/liveEvents';
import { initialTaskFeed, taskFeedReducer, type TaskFeedState } from './taskFeedReducer';

export interface TaskFeed {
  state: Observable<TaskFeedState>;
  checks: Observable<CheckRecord[]>;
  /** Reads the task overview again; failures are left to `error`. */
  refresh(): Promise<void>;
  apply(event: TaskEvent): void;
  /** Marks every listed task checked in its current status (the user has seen them). */
  markAllChecked(): void;
  error: Observable<string | null>;
}

/** The bell's task list: overview reads plus live events through {@link taskFeedReducer}. */
export function createTaskFeed(fetchTasks: () => Promise<BackgroundTask[]>, storage?: Storage): TaskFeed {
  const state = createObservable<TaskFeedState>(initialTaskFeed);
  const checks = createObservable<CheckRecord[]>(readCheckRecords(storage));
  const error = createObservable<string | null>(null);
  let latest = 0;
  return {
    state,
    checks,
    error,
    async refresh() {
      const request = (latest += 1);
      state.set(taskFeedReducer(state.get(), { type: 'fetchStarted' }));
      try {
        const tasks = await fetchTasks();
        // An older read answering after a newer one started must not replace it.
        if (request !== latest) return;
        state.set(taskFeedReducer(state.get(), { type: 'fetched', tasks }));
        error.set(null);
      } catch (failure) {
        if (request !== latest) return;
        state.set(taskFeedReducer(state.get(), { type: 'fetchFailed' }));
        error.set(failure instanceof Error ? failure.message : String(failure));
      }
    },
    apply(event) {
      state.set(taskFeedReducer(state.get(), { type: 'event', event }));
    },
    markAllChecked() {
      checks.set(checkTasks(state.get().tasks, storage));
    },
  };
}
