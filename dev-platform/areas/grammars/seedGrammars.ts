import { languageFor } from '../languages/seedLanguages';
import { GRAMMAR_NAMES } from '../../db/seed/names';
import { DAY, ago, insert, spread, scaled, uniqueName, type SeedContext } from '../../db/seed/seedContext';

const GRAMMAR_CONTENT: Record<string, [string, string]> = {
  Digits: ['regex', '^[0-9]{1,12}$'],
  'Customer number': ['regex', '^[0-9]{8}$'],
  IBAN: ['regex', '^[A-Z]{2}[0-9]{2}[A-Z0-9]{10,30}$'],
  'Postal code': ['regex', '^[0-9A-Z -]{3,10}$'],
  'Yes/No': ['keywords', 'yes|yeah|sure|correct\nno|nope|not really'],
  'Agent request': ['keywords', 'agent|operator|human|real person|talk to someone'],
  'Cancel intent': ['keywords', 'cancel|stop|terminate|end my contract'],
  Dates: ['srgs', '<grammar root="date"><rule id="date"><ruleref uri="builtin:date"/></rule></grammar>'],
};

/** Grammars per tenant, in the tenant's language mostly. */
export function seedGrammars(ctx: SeedContext): void {
  const counts = spread(ctx, scaled(ctx, 60), 2);
  ctx.tenants.forEach((tenant, index) => {
    const names = new Set<string>();
    for (let i = 0; i < counts[index]; i++) {
      const base = GRAMMAR_NAMES[i % GRAMMAR_NAMES.length];
      const [kind, content] = GRAMMAR_CONTENT[base] ?? ['keywords', `${base.toLowerCase()}: ${base}`];
      const created = ago(ctx, 500 * DAY, 20 * DAY);
      const name = uniqueName(base, names);
      const id = insert(ctx.db, 'grammar', {
        id_tenant: tenant.id,
        id_language: languageFor(ctx, tenant),
        name,
        description: `Recognises ${base.toLowerCase()} in caller answers`,
        kind,
        content,
        created,
        updated: created,
      });
      tenant.grammars.push({ id, name });
    }
  });
}
