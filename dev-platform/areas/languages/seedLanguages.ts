import { DAY, ago, insert, type SeedContext, type TenantSeed } from '../../db/seed/seedContext';

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
