// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { ConversationEvent } from '../../shared/wire/conversations';
import { buildTimeline, currentEntryIndex, formatOffset } from './timelineModel';

const START = '2025-03-01T10:00:00.000Z';
const at = (seconds: number) => new Date(Date.parse(START) + seconds * 1000).toISOString();
let id = 0;
const event = (
  guid: string,
  seq: number,
  type: number,
  seconds: number,
  data: ConversationEvent['data'] = null,
) => ({
  id: ++id,
  guid,
  seq,
  type,
  time: at(seconds),
  text: `event ${seq}`,
  data,
});
const shown = { guid: 'root', started: START };
const options = { debug: false };

describe('buildTimeline', () => {
  it('orders events by time, then by sequence, with offsets from the start', () => {
    const items = [event('root', 2, 2, 30), event('root', 0, 0, 0), event('root', 1, 1, 0)];
    const entries = buildTimeline(shown, { items, conversations: [] }, options);
    expect(entries.map((entry) => entry.typeKey)).toEqual(['START', 'PICKUP', 'HANGUP']);
    expect(entries.map((entry) => entry.offsetMs)).toEqual([0, 0, 30_000]);
  });

  it('nests the events of a subflow one level deeper, the start and end at the outer level', () => {
    const items = [
      event('root', 0, 14, 1),
      event('root', 1, 3, 2),
      event('root', 2, 14, 3),
      event('root', 3, 5, 4, { confidence: 0.8 }),
      event('root', 4, 15, 5),
      event('root', 5, 15, 6),
      event('root', 6, 2, 7),
    ];
    const entries = buildTimeline(shown, { items, conversations: [] }, options);
    expect(entries.map((entry) => entry.depth)).toEqual([0, 1, 1, 2, 1, 0, 0]);
    expect(entries[3]).toMatchObject({ speaker: 'human', confidence: 0.8 });
  });

  it('merges linked conversations in time order, one level deeper per link', () => {
    const items = [
      event('root', 0, 0, 0),
      event('leg', 0, 1, 10),
      event('root', 1, 11, 5),
      event('root', 2, 2, 20),
    ];
    const conversations = [
      { guid: 'root', idParent: null, linkKind: null, started: START },
      { guid: 'leg', idParent: 'root', linkKind: 'transfer' as const, started: at(5) },
    ];
    const entries = buildTimeline(shown, { items, conversations }, options);
    expect(entries.map((entry) => entry.key)).toEqual(['root:0', 'root:1', 'leg:0', 'root:2']);
    expect(entries.map((entry) => [entry.linked, entry.depth])).toEqual([
      [false, 0],
      [false, 0],
      [true, 1],
      [false, 0],
    ]);
  });

  it('shows debug events only with the debug switch, and filters by type', () => {
    const items = [
      event('root', 0, 0, 0),
      event('root', 1, 12, 1),
      event('root', 2, 8, 2),
      event('root', 3, 13, 3),
    ];
    const answer = { items, conversations: [] };
    expect(buildTimeline(shown, answer, { debug: false }).map((e) => e.typeKey)).toEqual([
      'START',
      'ERROR',
      'WARNING',
    ]);
    expect(buildTimeline(shown, answer, { debug: true })).toHaveLength(4);
    const errors = buildTimeline(shown, answer, { debug: true, types: new Set([8, 13]) });
    expect(errors.map((entry) => entry.severity)).toEqual(['error', 'warning']);
  });

  it('keeps an html body aside for the html switch', () => {
    const items = [event('root', 0, 9, 0, { html: '<b>hi</b>' })];
    expect(buildTimeline(shown, { items, conversations: [] }, options)[0]?.html).toBe('<b>hi</b>');
  });
});

describe('currentEntryIndex and formatOffset', () => {
  it('finds the entry playing at a position of the recording', () => {
    const entries = buildTimeline(
      shown,
      { items: [event('root', 0, 0, 1), event('root', 1, 3, 5), event('root', 2, 2, 9)], conversations: [] },
      options,
    );
    expect(currentEntryIndex(entries, 0)).toBe(-1);
    expect(currentEntryIndex(entries, 1000)).toBe(0);
    expect(currentEntryIndex(entries, 7000)).toBe(1);
    expect(currentEntryIndex(entries, 60_000)).toBe(2);
  });

  it('shows offsets as minutes and seconds', () => {
    expect(formatOffset(0)).toBe('0:00');
    expect(formatOffset(125_400)).toBe('2:05');
    expect(formatOffset(-3000)).toBe('-0:03');
  });
});
