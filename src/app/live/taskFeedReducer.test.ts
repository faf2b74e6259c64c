// @vitest-environment node
import { TaskStatus } from '../../shared/enumerations';
import type { BackgroundTask } from '../../shared/wire/home';
import { applyTaskEvent, initialTaskFeed, taskFeedReducer, type TaskFeedState } from './taskFeedReducer';

const task = (id: number, status: TaskStatus = TaskStatus.NEW, progress = 0): BackgroundTask => ({
  id,
  name: `Task ${id}`,
  description: '',
  created: '2024-01-01T00:00:00Z',
  status,
  progress,
  resultUrl: null,
  idTenant: 1,
  idUser: 1,
});
const ids = (state: TaskFeedState) => state.tasks.map((t) => `${t.id}:${t.status}`);

describe('applyTaskEvent', () => {
  it('puts a created task at the front, without duplicating it', () => {
    const list = [task(1), task(2)];
    expect(applyTaskEvent(list, { type: 'CreateTask', task: task(3) }).map((t) => t.id)).toEqual([3, 1, 2]);
    expect(applyTaskEvent(list, { type: 'CreateTask', task: task(2) }).map((t) => t.id)).toEqual([2, 1]);
  });

  it('replaces an updated task in place, or adds an unknown one at the front', () => {
    const list = [task(1), task(2)];
    const updated = applyTaskEvent(list, { type: 'UpdateTask', task: task(2, TaskStatus.RUNNING, 40) });
    expect(updated.map((t) => [t.id, t.status, t.progress])).toEqual([
      [1, TaskStatus.NEW, 0],
      [2, TaskStatus.RUNNING, 40],
    ]);
    expect(applyTaskEvent(list, { type: 'UpdateTask', task: task(9) }).map((t) => t.id)).toEqual([9, 1, 2]);
  });

  it('removes a deleted task and ignores unknown ones', () => {
    const list = [task(1), task(2)];
    expect(applyTaskEvent(list, { type: 'DeleteTask', task: { id: 1 } }).map((t) => t.id)).toEqual([2]);
    expect(applyTaskEvent(list, { type: 'DeleteTask', task: { id: 7 } })).toEqual(list);
  });
});

describe('taskFeedReducer', () => {
  it('replaces the list with a fresh overview: missed changes appear, stale and duplicate ones go', () => {
    let state = taskFeedReducer(initialTaskFeed, { type: 'fetched', tasks: [task(2), task(1)] });
    state = taskFeedReducer(state, { type: 'fetchStarted' });
    state = taskFeedReducer(state, {
      type: 'fetched',
      tasks: [task(3, TaskStatus.DONE), task(2, TaskStatus.ERROR), task(2, TaskStatus.ERROR)],
    });
    expect(ids(state)).toEqual(['3:2', '2:3']);
    expect(state.loaded).toBe(true);
  });

  it('re-applies events that arrived while the overview was on its way', () => {
    let state = taskFeedReducer(initialTaskFeed, { type: 'fetchStarted' });
    state = taskFeedReducer(state, { type: 'event', event: { type: 'CreateTask', task: task(5) } });
    state = taskFeedReducer(state, {
      type: 'event',
      event: { type: 'UpdateTask', task: task(4, TaskStatus.DONE, 100) },
    });
    state = taskFeedReducer(state, { type: 'event', event: { type: 'DeleteTask', task: { id: 3 } } });
    // The answer was read before those events.
    state = taskFeedReducer(state, { type: 'fetched', tasks: [task(4, TaskStatus.RUNNING), task(3)] });
    expect(ids(state)).toEqual(['5:0', '4:2']);
    expect(state.sinceFetch).toBeNull();
    // Later events apply directly.
    state = taskFeedReducer(state, { type: 'event', event: { type: 'DeleteTask', task: { id: 5 } } });
    expect(ids(state)).toEqual(['4:2']);
  });

  it('keeps the list when an overview read fails', () => {
    let state = taskFeedReducer(initialTaskFeed, { type: 'fetched', tasks: [task(1)] });
    state = taskFeedReducer(state, { type: 'fetchStarted' });
    state = taskFeedReducer(state, { type: 'fetchFailed' });
    expect(ids(state)).toEqual(['1:0']);
    expect(state.sinceFetch).toBeNull();
  });
});
