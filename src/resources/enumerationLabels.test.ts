// @vitest-environment node
import { resourceMessages } from '../i18n/resourceMessages';
import { ENUMERATIONS, ENUMERATION_NAMES } from '../shared/enumerations';
import { ICONS } from './framework/iconCatalogue';

describe('enumeration labels and icons', () => {
  it('gives every value a label and an icon of the catalogue', () => {
    const labels = resourceMessages.enums as Record<string, Record<string, string>>;
    for (const name of ENUMERATION_NAMES) {
      for (const item of ENUMERATIONS[name].values) {
        expect(labels[name]?.[item.key], `${name}.${item.key}`).toEqual(expect.any(String));
        expect(ICONS[item.icon as keyof typeof ICONS], `${name}.${item.key}`).toBeDefined();
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
