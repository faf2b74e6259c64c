import { TaskStatus } from '../../shared/enumerations';
import type { BackgroundTask } from '../../shared/wire/home';
import { LOCAL_STORAGE_KEYS } from '../../utils/storageKeys';
import { checkTasks, countUnchecked, isTaskChecked, readCheckRecords } from './checkedTasks';

const task = (id: number, status: TaskStatus) => ({ id, status }) as BackgroundTask;

beforeEach(() => localStorage.clear());

describe('checked tasks (SPEC §4)', () => {
  it('counts a task checked only when the record matches its id and its current status', () => {
    const records = [{ id: 1, status: TaskStatus.RUNNING }];
    expect(isTaskChecked(task(1, TaskStatus.RUNNING), records)).toBe(true);
    expect(isTaskChecked(task(1, TaskStatus.DONE), records)).toBe(false);
    expect(isTaskChecked(task(2, TaskStatus.RUNNING), records)).toBe(false);
  });

  it('stores the shown tasks with their status in local storage and counts the rest as unchecked', () => {
    const tasks = [task(1, TaskStatus.RUNNING), task(2, TaskStatus.DONE)];
    expect(countUnchecked(tasks, readCheckRecords())).toBe(2);
    checkTasks(tasks);
    expect(JSON.parse(localStorage.getItem(LOCAL_STORAGE_KEYS.checkedTasks)!)).toEqual([
      { id: 1, status: 1 },
      { id: 2, status: 2 },
    ]);
    const records = readCheckRecords();
    expect(countUnchecked(tasks, records)).toBe(0);
    // The running task finished: it is unchecked again until seen.
    expect(countUnchecked([task(1, TaskStatus.DONE), task(2, TaskStatus.DONE)], records)).toBe(1);
  });

  it('treats a malformed stored value as no records', () => {
    localStorage.setItem(LOCAL_STORAGE_KEYS.checkedTasks, '{oops');
    expect(readCheckRecords()).toEqual([]);
    localStorage.setItem(
      LOCAL_STORAGE_KEYS.checkedTasks,
      JSON.stringify([{ id: 'x' }, { id: 3, status: 2 }]),
    );
    expect(readCheckRecords()).toEqual([{ id: 3, status: 2 }]);
  });
});
