import { DAY, fromNow, insert, type SeedContext } from '../../db/seed/seedContext';

/**
 * One "Opt-outs" list per tenant with a few numbers, one of them expired. No random draws: the seed's random
 * sequence, and so every later area's data, stays as it was before this area existed.
 */
export function seedDoNotCall(ctx: SeedContext): void {
  const created = fromNow(ctx, -90 * DAY);
  for (const tenant of ctx.tenants) {
    const idList = insert(ctx.db, 'do_not_call_list', {
      id_tenant: tenant.id,
      name: 'Opt-outs',
      description: 'People who asked not to be called',
      created,
      updated: created,
    });
    for (let i = 0; i < 3; i++)
      insert(ctx.db, 'do_not_call_number', {
        id_list: idList,
        phone: `${tenant.dialPrefix}99${String(i).padStart(2, '0')}`,
        // The last one was listed for a month and has expired.
        expires: i === 2 ? fromNow(ctx, -30 * DAY).slice(0, 10) : null,
        note: i === 0 ? 'Asked by phone' : '',
        created,
      });
  }
}
