import { currentFormats } from './formatLocale';

/**
 * Shared `Intl` formatters, one per language and option set (English formats in en-GB, SPEC §9; see
 * `formatLocale.ts`): creating a formatter costs far more than using one, and a list formats every cell on every page.
 */
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();
const numberFormats = new Map<string, Intl.NumberFormat>();

function shared<T>(cache: Map<string, T>, options: object, create: (locale: string) => T): T {
  const locale = currentFormats().intl;
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = cache.get(key);
  if (!format) {
    // A constructor that throws (an unknown zone or currency) caches nothing and throws to the caller as before.
    format = create(locale);
    cache.set(key, format);
  }
  return format;
}

/** The date-time formatter of the console language for these options (time zone included), created once. */
export const sharedDateTimeFormat = (options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat =>
  shared(dateTimeFormats, options, (locale) => new Intl.DateTimeFormat(locale, options));

/** The number formatter of the console language for these options (currency included), created once. */
export const sharedNumberFormat = (options: Intl.NumberFormatOptions): Intl.NumberFormat =>
  shared(numberFormats, options, (locale) => new Intl.NumberFormat(locale, options));
