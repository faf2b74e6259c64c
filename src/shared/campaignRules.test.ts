// @vitest-environment node
import {
  campaignBlockers,
  contactFileProblem,
  contactRowProblem,
  openingTimeProblem,
  sourcesOf,
  transitionOf,
  TRANSITION_TARGETS,
  WorkStatus,
  type WorkStatusKey,
} from './campaignRules';

const KEYS = Object.keys(WorkStatus) as WorkStatusKey[];

// The whole table written out once more: every status × every target, '' where no transition exists.
const EXPECTED: Record<WorkStatusKey, Partial<Record<WorkStatusKey, string>>> = {
  DEMO: { CREATED: 'edit' },
  CREATED: { WAITING_FOR_APPROVAL: 'edit+validated', PLANNED: 'approve+validated' },
  WAITING_FOR_PAYMENT: { CREATED: 'edit' },
  WAITING_FOR_APPROVAL: { PLANNED: 'approve+validated', CREATED: 'edit' },
  TO_REPAIR: { CREATED: 'edit' },
  PLANNED: { IN_PROGRESS: 'control+validated', CREATED: 'edit' },
  DENIED: { CREATED: 'edit' },
  STOPPED: { IN_PROGRESS: 'control+validated', FINISHED: 'control' },
  IN_PROGRESS: { STOPPED: 'control', FINISHED: 'control' },
  FINISHED: {},
  EXPIRED: {},
};

describe('campaign status transitions', () => {
  for (const from of KEYS)
    for (const to of KEYS)
      it(`${from} → ${to}`, () => {
        const transition = transitionOf(WorkStatus[from], WorkStatus[to]);
        const shown = transition
          ? `${transition.action}${transition.validated ? '+validated' : ''}`
          : undefined;
        expect(shown).toBe(EXPECTED[from][to]);
        expect(transitionOf(from, to)).toEqual(transition);
      });

  it('never offers the statuses the platform sets, nor a change to the same status', () => {
    for (const key of ['WAITING_FOR_PAYMENT', 'DENIED', 'TO_REPAIR', 'EXPIRED', 'DEMO'] as const)
      expect(TRANSITION_TARGETS).not.toContain(key);
    for (const key of KEYS) expect(transitionOf(key, key)).toBeUndefined();
    expect(sourcesOf('STOPPED')).toEqual([WorkStatus.IN_PROGRESS]);
    expect(transitionOf(99, 1)).toBeUndefined();
  });
});

describe('campaign validation', () => {
  const ready = {
    idCallScript: 1,
    lineCount: 1,
    contactCount: 3,
    startDate: '2026-01-01',
    endDate: '2026-02-01',
    openDays: 5,
    today: '2026-01-10',
  };

  it('lists nothing for a ready campaign and every blocker of an empty one', () => {
    expect(campaignBlockers(ready)).toEqual([]);
    expect(
      campaignBlockers({
        ...ready,
        idCallScript: null,
        lineCount: 0,
        contactCount: 0,
        startDate: null,
        openDays: 0,
      }),
    ).toHaveLength(5);
    expect(campaignBlockers({ ...ready, endDate: '2025-12-01' })).toEqual([
      'Schedule: the last day must not be before the first',
    ]);
    expect(campaignBlockers({ ...ready, today: '2026-03-01' })).toEqual([
      'Schedule: the last day has already passed',
    ]);
  });

  it('checks opening times as HH:MM pairs', () => {
    expect(openingTimeProblem('', '')).toBeNull();
    expect(openingTimeProblem('09:00', '17:30')).toBeNull();
    expect(openingTimeProblem('9:00', '17:30')).toEqual({
      field: 'from',
      message: "Time must be in 'XX:YY' format",
    });
    expect(openingTimeProblem('09:00', '')).toEqual({
      field: 'to',
      message: "Time must be in 'XX:YY' format",
    });
    expect(openingTimeProblem('18:00', '09:00')).toEqual({
      field: 'to',
      message: 'The end must be after the start',
    });
  });

  it('refuses a contacts file as a whole or row by row', () => {
    expect(contactFileProblem(['phone', 'firstname'], 2)).toBeNull();
    expect(contactFileProblem(['name'], 2)).toBe('The file has no "phone" column');
    expect(contactFileProblem(['phone', 'age'], 2)).toBe('Unknown columns: age');
    expect(contactFileProblem(['phone'], 0)).toBe('The file has no contacts');
    expect(contactRowProblem({ phone: '+420601234567' })).toBeNull();
    expect(contactRowProblem({ phone: '' })).toBe('phone: Field is required');
    expect(contactRowProblem({ phone: '601 234' })).toMatch(/^phone: Value not match/);
    expect(contactRowProblem({ phone: '+420601234567', email: 'x@' })).toBe('email: Invalid email format');
  });

  it('refuses over-long cells in every column (an 850,000-character first name, issue 31.5)', () => {
    const phone = '+420601234567';
    expect(contactRowProblem({ phone, firstname: 'x'.repeat(200), lastname: 'y'.repeat(200) })).toBeNull();
    expect(contactRowProblem({ phone, firstname: 'x'.repeat(850_000) })).toBe(
      'firstname: At most 200 characters',
    );
    expect(contactRowProblem({ phone, lastname: 'x'.repeat(201) })).toBe('lastname: At most 200 characters');
    expect(contactRowProblem({ phone, email: `${'a'.repeat(250)}@b.cz` })).toBe(
      'email: At most 254 characters',
    );
    expect(contactRowProblem({ phone: `+${'1'.repeat(40)}` })).toBe('phone: At most 32 characters');
  });
});
