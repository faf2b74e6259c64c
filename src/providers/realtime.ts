import type { DataProvider } from 'react-admin';
import type { ResourceSummary } from '../resources/registrySummary';

/** What live events need of a resource: its route and API paths. */
type ResourceSummaryPaths = Pick<ResourceSummary, 'route' | 'api'>;
import type { HubTarget, RecordChange } from '../shared/liveEvents';
import type { LiveConnection } from './liveConnection';

/** A react-admin realtime event. */
export interface RealtimeEvent {
  type: string;
  topic?: string;
  payload?: { ids?: (string | number)[] };
  date?: Date;
}

export type RealtimeCallback = (event: RealtimeEvent) => void;

/** react-admin's realtime contract on top of a data provider. */
export interface RealtimeMethods {
  subscribe(topic: string, callback: RealtimeCallback): Promise<{ data: null }>;
  unsubscribe(topic: string, callback: RealtimeCallback): Promise<{ data: null }>;
  publish(topic: string, event: RealtimeEvent): Promise<{ data: null }>;
}

export type RealtimeDataProvider = DataProvider & RealtimeMethods;

/**
 * Tasks have their own hub events instead of `RecordChanged`: each is a change of the tasks list (`/home/tasks`),
 * so an open tasks screen refreshes like any other list.
 */
const TASK_EVENTS = {
  CreateTask: 'created',
  UpdateTask: 'updated',
  DeleteTask: 'deleted',
} as const satisfies Record<string, RecordChange['type']>;
const TASKS_PATH = '/home/tasks';

/** The topics of a resource: `resource/{name}` for its list, `resource/{name}/{id}` for one record. */
export const resourceTopic = (resource: string, id?: string | number) =>
  id === undefined ? `resource/${resource}` : `resource/${resource}/${id}`;

/** The list path of a record path such as '/administration/users/{id}' → '/administration/users'. */
const collectionOf = (path: string) => path.replace(/\/\{id\}.*$/, '');

/** The resources (react-admin names = routes) whose list or record calls live under `path` of the `base` API. */
export function resourcesForPath(
  resources: readonly ResourceSummaryPaths[],
  path: string,
  base: RecordChange['base'] = 'core',
): string[] {
  return resources
    .filter((resource) => (resource.api.base ?? 'core') === base)
    .filter((resource) => resource.api.list.path === path || collectionOf(resource.api.get.path) === path)
    .map((resource) => resource.route);
}

/**
 * Adds subscribe/unsubscribe/publish to a data provider and turns the hub's `RecordChanged` events into react-admin
 * realtime events on the topics of the matching resources, so open lists and detail pages can refresh.
 */
export function withRealtime<D extends DataProvider>(
  dataProvider: D,
  live: Pick<LiveConnection, 'on'>,
  resources: readonly ResourceSummaryPaths[],
): D & RealtimeMethods {
  const subscriptions = new Map<string, Set<RealtimeCallback>>();
  const done = Promise.resolve({ data: null });
  const publish = (topic: string, event: RealtimeEvent) => {
    subscriptions.get(topic)?.forEach((callback) => callback({ ...event, topic }));
    return done;
  };
  const changed = (change: RecordChange) => {
    const ids = change.id === null || change.id === undefined ? [] : [change.id];
    const event = { type: change.type, payload: { ids }, date: new Date() };
    for (const resource of resourcesForPath(resources, change.path, change.base)) {
      void publish(resourceTopic(resource), event);
      if (change.id) void publish(resourceTopic(resource, change.id), event);
    }
  };
  live.on('RecordChanged', (raw) => {
    const change = raw as RecordChange;
    if (typeof change?.path === 'string') changed(change);
  });
  for (const [target, type] of Object.entries(TASK_EVENTS) as [HubTarget, RecordChange['type']][]) {
    live.on(target, (raw) => {
      const id = (raw as { id?: unknown } | null)?.id;
      changed({
        path: TASKS_PATH,
        id: typeof id === 'number' || typeof id === 'string' ? String(id) : null,
        type,
      });
    });
  }
  return {
    ...dataProvider,
    subscribe(topic, callback) {
      let set = subscriptions.get(topic);
      if (!set) subscriptions.set(topic, (set = new Set()));
      set.add(callback);
      return done;
    },
    unsubscribe(topic, callback) {
      subscriptions.get(topic)?.delete(callback);
      return done;
    },
    publish,
  };
}
