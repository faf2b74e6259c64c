// @vitest-environment node
import { ENUMERATIONS, ENUMERATION_NAMES, TaskStatus, keyOf } from './enumerations';

describe('enumerations', () => {
  it('has every SPEC §3 enumeration with its values', () => {
    // 18 named in SPEC §3 plus its three small further enumerations, the designer's flow templates and the campaign
    // dialer's three (issue 35).
    expect(ENUMERATION_NAMES).toHaveLength(25);
    const values = (name: keyof typeof ENUMERATIONS) =>
      Object.fromEntries(ENUMERATIONS[name].values.map((item) => [item.key, item.value]));
    expect(values('workStatus')).toMatchObject({ DEMO: 0, IN_PROGRESS: 8, EXPIRED: 10 });
    expect(values('callResult')).toEqual({ NOT_PICKED: -1, PICKED: 1, LISTENED_TO_END: 3, ERROR: 11 });
    expect(values('channel')).toEqual({ VOICE: 1, CHAT: 2, RPA: 4 });
    expect(ENUMERATIONS.channel.kind).toBe('flags');
    expect(ENUMERATIONS.flowEventType.values.map((item) => item.value)).toEqual([...Array(17).keys()]);
    expect(values('providerKind')).toMatchObject({ SMS: 0, LIVE_TRANSLATE: 6 });
    expect(values('endpointType')).toEqual({
      SIPClient: 'SIPClient',
      ProxySIPClient: 'ProxySIPClient',
      LiveTranslate: 'LiveTranslate',
    });
  });

  it('offers each enumeration as a key → value object and finds keys of wire values', () => {
    expect(TaskStatus).toEqual({ NEW: 0, RUNNING: 1, DONE: 2, ERROR: 3, CANCELED: 4 });
    expect(ENUMERATIONS.callResult.byKey.NOT_PICKED).toBe(-1);
    expect(keyOf(ENUMERATIONS.taskStatus, TaskStatus.CANCELED)).toBe('CANCELED');
    expect(keyOf(ENUMERATIONS.taskStatus, 99)).toBeUndefined();
    expect(Object.isFrozen(ENUMERATIONS.taskStatus.values)).toBe(true);
  });
});
