// @vitest-environment node
import { levelStatus, serviceLevel, targetOf } from './serviceLevel';
import { breachChanges, figuresOf, wallboardOf, type WallboardCall } from './wallboardFigures';

// A fake clock: every time is minutes/seconds before this instant.
const NOW = Date.parse('2026-03-01T12:00:00.000Z');
const at = (secondsAgo: number) => new Date(NOW - secondsAgo * 1000).toISOString();
const call = (
  started: number,
  answered: number | null,
  ended: number | null,
  extra: Partial<WallboardCall> = {},
): WallboardCall => ({
  idLine: 1,
  lineName: 'Sales',
  idCampaign: null,
  campaignName: null,
  started: at(started),
  answered: answered === null ? null : at(answered),
  ended: ended === null ? null : at(ended),
  ...extra,
});
const target = { percent: 80, seconds: 20 };

describe('service level', () => {
  it('counts answered within the target out of answered, abandoned and waiting past it', () => {
    const calls = [call(100, 95, 50), call(100, 60, 40), call(30, null, 10), call(10, null, null)];
    // 1 of 3 answered in time (the one waiting 10 s does not count yet).
    expect(serviceLevel(calls, target, NOW)).toBe(33);
    expect(serviceLevel([call(25, null, null)], target, NOW)).toBe(0);
    expect(serviceLevel([call(10, null, null)], target, NOW)).toBeNull();
  });

  it('is a breach below the target and a warning just above it', () => {
    expect(levelStatus(null, target)).toBe('none');
    expect(levelStatus(79, target)).toBe('breach');
    expect(levelStatus(82, target)).toBe('warning');
    expect(levelStatus(85, target)).toBe('ok');
  });

  it('reads a stored target, defaulting what is missing or out of range', () => {
    expect(targetOf({ serviceLevelPercent: 90, serviceLevelSeconds: 15 })).toEqual({
      percent: 90,
      seconds: 15,
    });
    expect(targetOf({ serviceLevelPercent: 120 })).toEqual({ percent: 80, seconds: 20 });
  });
});

describe('wallboard figures', () => {
  it('counts calls in progress, waiting, the longest wait, answered/abandoned per window and handle time', () => {
    const calls = [
      call(3000, 2990, 2900), // answered 50 min ago: only in the hour; 90 s talk
      call(300, 290, 200), // answered 5 min ago; 90 s talk
      call(400, null, 350), // abandoned in the last 15 minutes
      call(40, 30, null), // talking
      call(45, null, null), // waiting 45 s
      call(12, null, null), // waiting 12 s
    ];
    expect(figuresOf(calls, target, NOW)).toEqual({
      inProgress: 3,
      waiting: 2,
      longestWaitSeconds: 45,
      answered15: 2,
      abandoned15: 1,
      answered60: 3,
      abandoned60: 1,
      averageHandleSeconds: 90,
      // in time: the 5-min one and the talking one; failed: the abandoned one, the one waiting 45 s
      serviceLevel: 50,
    });
  });

  it('has a row per line and campaign and a totals row, each line against its own target', () => {
    const calls = [
      call(100, 95, 50, { idCampaign: 3, campaignName: 'Renewals' }),
      call(100, null, 50, { idLine: 2, lineName: 'Support' }),
    ];
    const board = wallboardOf(
      calls,
      [
        { id: 1, name: 'Sales', target, breachSince: null },
        { id: 2, name: 'Support', target: { percent: 50, seconds: 10 }, breachSince: at(50) },
        { id: 4, name: 'Quiet', target, breachSince: null },
      ],
      target,
      NOW,
    );
    expect(board.rows.map((row) => [row.id, row.serviceLevel, row.status])).toEqual([
      ['line-1', 100, 'ok'],
      ['line-2', 0, 'breach'],
      ['line-4', null, 'none'],
      ['campaign-3', 100, 'ok'],
    ]);
    expect(board.rows[1]!.breachSince).toBe(at(50));
    expect(board.total).toMatchObject({ answered15: 1, abandoned15: 1, serviceLevel: 50, status: 'breach' });
  });
});

describe('breach detection', () => {
  it('opens a breach once, keeps quiet while it lasts and closes it when the level recovers', () => {
    const first = breachChanges(
      new Map([
        [1, 'breach'],
        [2, 'ok'],
      ]),
      new Set(),
    );
    expect(first).toEqual({ opened: [1], closed: [] });
    expect(breachChanges(new Map([[1, 'breach']]), new Set([1]))).toEqual({ opened: [], closed: [] });
    expect(breachChanges(new Map([[1, 'warning']]), new Set([1]))).toEqual({ opened: [], closed: [1] });
  });
});
