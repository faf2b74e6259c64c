import type { Tenant } from '../../../src/shared/wire/administration';
import type { Db } from '../../db/database';
import { booleanErrors, textOr } from '../../api/recordFields';
import { formErrors } from '../../api/resourceRules';
import { isTimeZone } from '../../api/validation';

const CHANNEL_BITS = 7; // VOICE 1 | CHAT 2 | RPA 4

/**
 * Field errors of a tenant's create or edit body: the form's rules, then what they cannot say (a known time zone,
 * channel flags, booleans, names and codes unique among all tenants).
 */
export function tenantErrors(
  db: Db,
  body: Record<string, unknown>,
  form: 'create' | 'edit',
  id = 0,
): Record<string, string> {
  const errors = booleanErrors(body, ['enabled'], formErrors('tenants', form, body));
  if (!errors.timezone && typeof body.timezone === 'string' && !isTimeZone(body.timezone.trim()))
    errors.timezone = 'Unknown time zone';
  if ('channels' in body && !errors.channels) {
    const channels = body.channels;
    if (!Number.isInteger(channels) || (channels as number) < 0 || (channels as number) > CHANNEL_BITS)
      errors.channels = 'Expected channel flags (VOICE 1, CHAT 2, RPA 4)';
  }
  for (const field of ['name', 'code'] as const) {
    const value = body[field];
    if (errors[field] || typeof value !== 'string') continue;
    const taken = db
      .prepare(`SELECT 1 FROM tenant WHERE lower(${field}) = lower(?) AND id <> ?`)
      .get(value.trim(), id);
    if (taken) errors[field] = `A tenant with this ${field} already exists`;
  }
  return errors;
}

/** The stored values of a valid body; absent fields keep `current`'s (edits send some fields only). */
export function tenantValues(body: Record<string, unknown>, current?: Tenant) {
  return {
    name: textOr(body, 'name', current?.name ?? '') ?? '',
    code: textOr(body, 'code', current?.code ?? '') ?? '',
    timezone: textOr(body, 'timezone', current?.timezone ?? 'UTC') ?? 'UTC',
    enabled: typeof body.enabled === 'boolean' ? (body.enabled ? 1 : 0) : undefined,
    channels: typeof body.channels === 'number' ? body.channels : undefined,
    contactEmail: textOr(body, 'contactEmail', current?.contactEmail ?? null),
    website: textOr(body, 'website', current?.website ?? null),
  };
}
