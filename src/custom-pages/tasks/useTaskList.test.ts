import { TaskStatus } from '../../shared/enumerations';
import { taskListSearch } from './useTaskList';

describe('taskListSearch', () => {
  const base = { page: 2, pageSize: 25, sort: 'created', order: 'DESC', q: '', status: '' } as const;

  it('asks the server for one sorted page without a filter when none is set', () => {
    expect(Object.fromEntries(taskListSearch(base))).toEqual({
      page: '2',
      pageSize: '25',
      sort: 'created',
      order: 'DESC',
    });
  });

  it('sends the name search and the status as the JSON filter', () => {
    const search = taskListSearch({ ...base, q: '  export ', status: TaskStatus.DONE });
    expect(JSON.parse(search.get('filter')!)).toEqual({ q: 'export', status: 2 });
    expect(JSON.parse(taskListSearch({ ...base, status: TaskStatus.NEW }).get('filter')!)).toEqual({
      status: 0,
    });
  });
});
