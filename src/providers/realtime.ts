import type { DataProvider } from 'react-admin';
import type { ResourceConfig } from '../resources/types';
import type { RecordChange } from '../shared/liveEvents';
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
export interface RealtimeDataProvider extends DataProvider {
  subscribe(topic: string, callback: RealtimeCallback): Promise<{ data: null }>;
  unsubscribe(topic: string, callback: RealtimeCallback): Promise<{ data: null }>;
  publish(topic: string, event: RealtimeEvent): Promise<{ data: null }>;
}

/** The topics of a resource: `resource/{name}` for its list, `resource/{name}/{id}` for one record. */
export const resourceTopic = (resource: string, id?: string | number) =>
  id === undefined ? `resource/${resource}` : `resource/${resource}/${id}`;

/** The list path of a record path such as '/administration/users/{id}' → '/administration/users'. */
const collectionOf = (path: string) => path.replace(/\/\{id\}.*$/, '');

/** The resources (react-admin names = routes) whose list or record calls live under `path`. */
export function resourcesForPath(resources: readonly ResourceConfig[], path: string): string[] {
  return resources
    .filter((resource) => resource.api.list.path === path || collectionOf(resource.api.get.path) === path)
    .map((resource) => resource.route);
}

/**
 * Adds subscribe/unsubscribe/publish to a data provider and turns the hub's `RecordChanged` events into react-admin
 * realtime events on the topics of the matching resources, so open lists and detail pages can refresh.
 */
export function withRealtime(
  dataProvider: DataProvider,
  live: Pick<LiveConnection, 'on'>,
  resources: readonly ResourceConfig[],
): RealtimeDataProvider {
  const subscriptions = new Map<string, Set<RealtimeCallback>>();
  const done = Promise.resolve({ data: null });
  const publish = (topic: string, event: RealtimeEvent) => {
    subscriptions.get(topic)?.forEach((callback) => callback({ ...event, topic }));
    return done;
  };
  live.on('RecordChanged', (raw) => {
    const change = raw as RecordChange;
    if (typeof change?.path !== 'string') return;
    const ids = change.id === null || change.id === undefined ? [] : [change.id];
    const event = { type: change.type, payload: { ids }, date: new Date() };
    for (const resource of resourcesForPath(resources, change.path)) {
      void publish(resourceTopic(resource), event);
      if (change.id) void publish(resourceTopic(resource, change.id), event);
    }
  });
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
