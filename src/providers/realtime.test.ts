import type { DataProvider } from 'react-admin';
import { resourceRegistry } from '../resources/registry';
import type { HubHandler } from './liveConnection';
import { resourcesForPath, withRealtime } from './realtime';

function fakeLive() {
  const handlers = new Map<string, HubHandler>();
  return {
    on: (target: string, handler: HubHandler) => {
      handlers.set(target, handler);
      return () => {};
    },
    emit: (target: string, payload: unknown) => handlers.get(target)?.(payload),
  };
}

describe('withRealtime', () => {
  const users = resourceRegistry.find((resource) => resource.name === 'users')!;

  it('maps an API path to the resources listed or read there', () => {
    expect(resourcesForPath(resourceRegistry, users.api.list.path)).toEqual([users.route]);
    expect(resourcesForPath(resourceRegistry, '/no/such/list')).toEqual([]);
  });

  it('maps a path of the NLP API to its resources only when the event names that API (issue 31.1)', () => {
    const models = resourceRegistry.find((resource) => resource.name === 'nlpModels')!;
    expect(resourcesForPath(resourceRegistry, '/models', 'nlp')).toEqual([models.route]);
    expect(resourcesForPath(resourceRegistry, '/models')).toEqual([]);
  });

  it('publishes RecordChanged to the list and record topics of subscribers, until they unsubscribe', async () => {
    const live = fakeLive();
    const base = { getList: vi.fn() } as unknown as DataProvider;
    const provider = withRealtime(base, live, resourceRegistry);
    expect(provider.getList).toBe(base.getList);
    const onList = vi.fn();
    const onRecord = vi.fn();
    const onOther = vi.fn();
    await provider.subscribe(`resource/${users.route}`, onList);
    await provider.subscribe(`resource/${users.route}/17`, onRecord);
    await provider.subscribe(`resource/${users.route}/18`, onOther);
    live.emit('RecordChanged', { path: users.api.list.path, id: '17', type: 'updated' });
    expect(onList).toHaveBeenCalledWith(
      expect.objectContaining({
        type: 'updated',
        topic: `resource/${users.route}`,
        payload: { ids: ['17'] },
      }),
    );
    expect(onRecord).toHaveBeenCalledTimes(1);
    expect(onOther).not.toHaveBeenCalled();
    await provider.unsubscribe(`resource/${users.route}`, onList);
    live.emit('RecordChanged', { path: users.api.list.path, id: null, type: 'created' });
    expect(onList).toHaveBeenCalledTimes(1);
  });

  it('turns the task events into changes of the tasks list, so an open tasks screen refreshes', async () => {
    const live = fakeLive();
    const provider = withRealtime({} as DataProvider, live, resourceRegistry);
    const tasks = resourceRegistry.find((resource) => resource.name === 'tasks')!;
    const onList = vi.fn();
    await provider.subscribe(`resource/${tasks.route}`, onList);
    live.emit('CreateTask', { id: 7, name: 'Export' });
    live.emit('UpdateTask', { id: 7, progress: 40 });
    live.emit('DeleteTask', { id: 7 });
    expect(onList.mock.calls.map(([event]) => [event.type, event.payload])).toEqual([
      ['created', { ids: ['7'] }],
      ['updated', { ids: ['7'] }],
      ['deleted', { ids: ['7'] }],
    ]);
  });

  it('lets callers publish their own events', async () => {
    const provider = withRealtime({} as DataProvider, fakeLive(), resourceRegistry);
    const callback = vi.fn();
    await provider.subscribe('custom', callback);
    await provider.publish('custom', { type: 'ping' });
    expect(callback).toHaveBeenCalledWith({ type: 'ping', topic: 'custom' });
  });
});
