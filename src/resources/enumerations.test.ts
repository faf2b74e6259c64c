import { resourceMessages } from '../i18n/resourceMessages';
import { ENUMERATIONS, ENUMERATION_NAMES } from './enumerations';
import { ICONS } from './framework/iconCatalogue';

describe('enumerations', () => {
  it('has every SPEC §3 enumeration with its values', () => {
    // 18 named in SPEC §3 plus its three small further enumerations.
    expect(ENUMERATION_NAMES).toHaveLength(21);
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

  it('gives every value a label and an icon', () => {
    const labels = resourceMessages.enums as Record<string, Record<string, string>>;
    for (const name of ENUMERATION_NAMES) {
      for (const item of ENUMERATIONS[name].values) {
        expect(labels[name]?.[item.key], `${name}.${item.key}`).toEqual(expect.any(String));
        expect(ICONS[item.icon], `${name}.${item.key}`).toBeDefined();
      }
    }
    expect(labels.comparisonResult).toEqual({
      IDENTICAL: 'identical',
      ONLY_ON_MASTER: 'only on this instance',
      ONLY_ON_SLAVE: 'only on remote instance',
      DIFFERENT: 'different',
    });
    expect(labels.enforcementLevel).toEqual({
      NEVER: 'never',
      WARNING: 'warning',
      RESTRICTION: 'restriction',
      BLOCK: 'block',
    });
  });
});
