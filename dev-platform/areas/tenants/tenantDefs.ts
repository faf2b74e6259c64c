/** One seeded tenant's fixed attributes. */
export interface TenantDef {
  name: string;
  code: string;
  parent: string | null;
  domain: string;
  /** E.164 prefix of the tenant's phone numbers. */
  dialPrefix: string;
  timezone: string;
  languageCode: string;
  /** Bit flags VOICE 1, CHAT 2, RPA 4. */
  channels: number;
  /** Relative share of per-tenant volume; Acme Telecom is largest because the operator/viewer sign-ins live there. */
  weight: number;
  /** Enforcement level NEVER 0, WARNING 1, RESTRICTION 2, BLOCK 3. */
  passwordExpirationType: number;
  twoFactorRequired: boolean;
}

// name | code | parent | domain | dial prefix | timezone | language | channels | weight | pwd expiration | 2FA
const TABLE = `
Switchboard | switchboard | - | switchboard.example | +42023 | Europe/Prague | en-GB | 7 | 2 | 1 | 0
Acme Telecom | acme | Switchboard | acmetelecom.example | +1212555 | America/New_York | en-US | 3 | 6 | 1 | 0
Globex Banking | globex | Switchboard | globexbanking.example | +44207946 | Europe/London | en-GB | 5 | 2 | 2 | 1
Initech Insurance | initech | Switchboard | initech.example | +4930 | Europe/Berlin | de-DE | 1 | 2 | 3 | 0
Umbrella Health | umbrella | Switchboard | umbrellahealth.example | +3314 | Europe/Paris | fr-FR | 3 | 1 | 0 | 0
Acme Retail | acme-retail | Acme Telecom | retail.acmetelecom.example | +1312555 | America/Chicago | en-US | 2 | 1 | 1 | 0
Acme Business | acme-business | Acme Telecom | business.acmetelecom.example | +1415555 | America/Los_Angeles | en-US | 1 | 1 | 1 | 0
Globex Cards | globex-cards | Globex Banking | cards.globexbanking.example | +44161496 | Europe/London | en-GB | 1 | 1 | 2 | 1`;

const EXTRA_NAMES = [
  'Hooli Cloud',
  'Stark Logistics',
  'Wayne Energy',
  'Cyberdyne Robotics',
  'Vandelay Industries',
];

function parse(line: string): TenantDef {
  const [
    name,
    code,
    parent,
    domain,
    dialPrefix,
    timezone,
    languageCode,
    channels,
    weight,
    expiration,
    twoFactor,
  ] = line.split('|').map((cell) => cell.trim());
  return {
    name,
    code,
    parent: parent === '-' ? null : parent,
    domain,
    dialPrefix,
    timezone,
    languageCode,
    channels: Number(channels),
    weight: Number(weight),
    passwordExpirationType: Number(expiration),
    twoFactorRequired: twoFactor === '1',
  };
}

/**
 * Tenant definitions for a scale: the fixed eight (root "Switchboard", children, grandchildren), plus a few
 * more children of the root as the scale grows, logarithmically so the tree stays browsable.
 */
export function tenantDefs(scale: number): TenantDef[] {
  const defs = TABLE.trim().split('\n').map(parse);
  const extra = scale > 1 ? Math.floor(2 * Math.log2(scale)) : 0;
  for (let i = 0; i < extra; i++) {
    const round = Math.floor(i / EXTRA_NAMES.length);
    const name = EXTRA_NAMES[i % EXTRA_NAMES.length] + (round > 0 ? ` ${round + 1}` : '');
    const code = name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
    defs.push({
      ...parse(
        `${name} | ${code} | Switchboard | ${code}.example | +4420${7100 + i * 10} | Europe/London | en-GB`,
      ),
      channels: 1,
      weight: 1,
      passwordExpirationType: 0,
      twoFactorRequired: false,
    });
  }
  return defs;
}
