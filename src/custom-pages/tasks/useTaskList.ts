import { useEffect, useState } from 'react';
import { useShellServices } from '../../app/ConsoleServicesContext';
import { useLiveServices } from '../../app/live/LiveServicesContext';
import type { TaskStatus } from '../../shared/enumerations';
import { listQuery } from '../../shared/listQuery';
import type { ListResponse } from '../../shared/wire/common';
import type { BackgroundTask } from '../../shared/wire/home';

export interface TaskListQuery {
  page: number;
  pageSize: number;
  sort: 'created' | 'name' | 'status';
  order: 'ASC' | 'DESC';
  q: string;
  status: TaskStatus | '';
}

export type TaskListState =
  | { status: 'loading'; data?: ListResponse<BackgroundTask> }
  | { status: 'loaded'; data: ListResponse<BackgroundTask> }
  | { status: 'failed'; message: string };

/** The `GET /home/tasks` query string of a page of the tasks screen (server-side paging, sorting, filters). */
export function taskListSearch(query: TaskListQuery): URLSearchParams {
  return listQuery({
    pagination: { page: query.page, perPage: query.pageSize },
    sort: { field: query.sort, order: query.order },
    filter: { q: query.q.trim(), status: query.status },
  });
}

/** Reads one page of tasks and reads it again whenever a task is created, changed or deleted (live). */
export function useTaskList(query: TaskListQuery): TaskListState {
  const { httpClient, config } = useShellServices();
  const connection = useLiveServices()?.connection;
  const [version, setVersion] = useState(0);
  const search = taskListSearch(query).toString();
  const key = `${search}#${version}`;
  // The last answer and the request it answers: while they differ, a newer read is on its way.
  const [answer, setAnswer] = useState<{
    key: string;
    data?: ListResponse<BackgroundTask>;
    failure?: string;
  } | null>(null);

  useEffect(() => {
    if (!connection) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // Progress events come several times a second: reload at most every half second.
    const reload = () => {
      timer ??= setTimeout(() => {
        timer = undefined;
        setVersion((v) => v + 1);
      }, 500);
    };
    const offs = [
      connection.on('CreateTask', reload),
      connection.on('UpdateTask', reload),
      connection.on('DeleteTask', reload),
      connection.onConnected(reload),
    ];
    return () => {
      clearTimeout(timer);
      offs.forEach((off) => off());
    };
  }, [connection]);

  useEffect(() => {
    const controller = new AbortController();
    httpClient<ListResponse<BackgroundTask>>(`${config.coreApiUrl}/home/tasks?${search}`, {
      silent: true,
      signal: controller.signal,
    }).then(
      ({ json }) => setAnswer({ key, data: json }),
      (error: unknown) => {
        if (!controller.signal.aborted)
          setAnswer({ key, failure: error instanceof Error ? error.message : String(error) });
      },
    );
    return () => controller.abort();
  }, [httpClient, config.coreApiUrl, search, key]);

  if (answer?.key === key) {
    return answer.failure !== undefined
      ? { status: 'failed', message: answer.failure }
      : { status: 'loaded', data: answer.data! };
  }
  return { status: 'loading', data: answer?.data };
}
