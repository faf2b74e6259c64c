/**
 * Shared `Intl` formatters, one per locale-free option set (the console formats in en-GB): creating a formatter
 * costs far more than using one, and a list formats every cell on every page.
 */
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();
const numberFormats = new Map<string, Intl.NumberFormat>();

function shared<T>(cache: Map<string, T>, options: object, create: () => T): T {
  const key = JSON.stringify(options);
  let format = cache.get(key);
  if (!format) {
    // A constructor that throws (an unknown zone or currency) caches nothing and throws to the caller as before.
    format = create();
    cache.set(key, format);
  }
  return format;
}

/** The en-GB date-time formatter for these options (time zone included), created once. */
export const sharedDateTimeFormat = (options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat =>
  shared(dateTimeFormats, options, () => new Intl.DateTimeFormat('en-GB', options));

/** The en-GB number formatter for these options (currency included), created once. */
export const sharedNumberFormat = (options: Intl.NumberFormatOptions): Intl.NumberFormat =>
  shared(numberFormats, options, () => new Intl.NumberFormat('en-GB', options));
