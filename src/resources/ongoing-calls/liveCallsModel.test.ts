// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { LiveCall } from '../../shared/wire/conversations';
import { elapsedSeconds, liveCallsReducer } from './liveCallsModel';

const call = (guid: string, idLine = 7, state: LiveCall['state'] = 'ringing'): LiveCall => ({
  guid,
  idLine,
  caller: '+15550001',
  callee: '+15550002',
  idCallScript: 1,
  flowName: 'Flow',
  started: '2025-03-01T10:00:00.000Z',
  duration: 0,
  state,
});

describe('liveCallsReducer', () => {
  const reduce = liveCallsReducer(7);

  it('adds a new call of the line first, replaces a changed one and drops a removed one', () => {
    let calls = reduce([], { type: 'loaded', calls: [call('a')] });
    calls = reduce(calls, { type: 'changed', call: call('b') });
    expect(calls.map((item) => item.id)).toEqual(['b', 'a']);
    calls = reduce(calls, { type: 'changed', call: call('a', 7, 'talking') });
    expect(calls.find((item) => item.guid === 'a')?.state).toBe('talking');
    expect(calls).toHaveLength(2);
    calls = reduce(calls, { type: 'removed', event: { guid: 'b', idLine: 7 } });
    expect(calls.map((item) => item.id)).toEqual(['a']);
  });

  it("ignores other lines' calls", () => {
    const calls = reduce([], { type: 'changed', call: call('x', 8) });
    expect(calls).toEqual([]);
    expect(reduce([], { type: 'loaded', calls: [call('y', 8)] })).toEqual([]);
  });
});

describe('durations', () => {
  it('tick from the start in whole seconds', () => {
    const started = { started: '2025-03-01T10:00:00.000Z' };
    expect(elapsedSeconds(started, Date.parse('2025-03-01T10:02:05.900Z'))).toBe(125);
    expect(elapsedSeconds(started, Date.parse('2025-03-01T09:00:00.000Z'))).toBe(0);
  });
});
