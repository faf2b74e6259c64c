import { FOLDER_NAMES, GRAMMAR_NAMES, TAGS } from './names';
import {
  DAY,
  ago,
  insert,
  spread,
  scaled,
  uniqueName,
  type SeedContext,
  type TenantSeed,
} from './seedContext';

// code | name | TTS voice
const LANGUAGES = `en-US|English (United States)|Joanna;en-GB|English (United Kingdom)|Amy;de-DE|German|Vicki;
fr-FR|French|Lea;es-ES|Spanish|Lucia;it-IT|Italian|Bianca;cs-CZ|Czech|Jakub;sk-SK|Slovak|Lukas;pl-PL|Polish|Ewa;
nl-NL|Dutch|Laura;pt-BR|Portuguese (Brazil)|Camila;sv-SE|Swedish|Astrid`;

/** The platform-wide language catalogue (fixed, it does not grow with the scale). */
export function seedLanguages(ctx: SeedContext): void {
  for (const entry of LANGUAGES.split(';')) {
    const [code, name, voice] = entry.trim().split('|');
    const id = insert(ctx.db, 'language', {
      code,
      name,
      tts_voice: `${code}-${voice}`,
      enabled: code !== 'sv-SE',
      created: ago(ctx, 900 * DAY, 800 * DAY),
    });
    ctx.languages.push({ id, name: code });
  }
}

/** The language id of a tenant's main language, or (sometimes) of another language. */
export function languageFor(ctx: SeedContext, tenant: TenantSeed, otherChance = 0.25): number {
  const own = ctx.languages.find((language) => language.name === tenant.languageCode) ?? ctx.languages[0];
  return ctx.rng.chance(otherChance) ? ctx.rng.pick(ctx.languages).id : own.id;
}

/** Flow and campaign folder trees; about a third of the folders are nested in an earlier one. */
export function seedFolders(ctx: SeedContext): void {
  const flowCounts = spread(ctx, scaled(ctx, 40), 2);
  const campaignCounts = spread(ctx, scaled(ctx, 20), 1);
  ctx.tenants.forEach((tenant, index) => {
    for (const [kind, count, ids] of [
      ['flow', flowCounts[index], tenant.flowFolderIds],
      ['campaign', campaignCounts[index], tenant.campaignFolderIds],
    ] as const) {
      const names = new Set<string>();
      for (let i = 0; i < count; i++) {
        const parent = ids.length > 0 && ctx.rng.chance(0.35) ? ctx.rng.pick(ids) : null;
        const id = insert(ctx.db, 'folder', {
          id_tenant: tenant.id,
          id_parent_folder: parent,
          kind,
          name: uniqueName(ctx.rng.pick(FOLDER_NAMES), names),
          created: ago(ctx, 600 * DAY, 100 * DAY),
        });
        ids.push(id);
      }
    }
  });
}

/** Tags per tenant, named from the tag catalogue. */
export function seedTags(ctx: SeedContext): void {
  const counts = spread(ctx, scaled(ctx, 30), 2);
  ctx.tenants.forEach((tenant, index) => {
    const names = new Set<string>();
    const offset = ctx.rng.int(0, TAGS.length - 1);
    for (let i = 0; i < counts[index]; i++) {
      const [name, colour] = TAGS[(offset + i) % TAGS.length];
      const id = insert(ctx.db, 'tag', {
        id_tenant: tenant.id,
        name: uniqueName(name, names),
        colour,
        created: ago(ctx, 500 * DAY, 30 * DAY),
      });
      tenant.tagIds.push(id);
    }
  });
}

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
