/**
 * How dates and numbers read in each console language: English keeps SPEC §9's en-GB day/month/year, Czech writes
 * them the Czech way (`29. 11. 2026`). The i18n provider sets the current one when the language changes; the shared
 * formatters (`intlFormats.ts`, `formatDate.ts`) read it, so a switch re-renders every date and number.
 */
const FORMATS = {
  'en-US': { intl: 'en-GB', date: 'dd/MM/yyyy', dateTime: 'dd/MM/yyyy HH:mm' },
  cs: { intl: 'cs-CZ', date: 'd. M. yyyy', dateTime: 'd. M. yyyy HH:mm' },
} as const;

export type DateFormats = (typeof FORMATS)[keyof typeof FORMATS];

/** How dates are typed in forms, in every language: SPEC §5's DD/MM/YYYY, which the platform checks too. */
export const TYPED_FORMATS: DateFormats = FORMATS['en-US'];

let current: DateFormats = FORMATS['en-US'];

/** The formats of the console language now in use. */
export const currentFormats = (): DateFormats => current;

/** Follows the console language (`en-US`, `cs`); an unknown one formats as English. */
export function setFormatLocale(locale: string) {
  current = FORMATS[locale as keyof typeof FORMATS] ?? FORMATS['en-US'];
}
