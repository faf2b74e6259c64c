import { parsePhoneNumberFromString } from 'libphonenumber-js';

/** The region (ISO 3166 code) a number belongs to, as libphonenumber-js reads it; undefined when it cannot tell. */
export const regionOf = (phone: string): string | undefined => parsePhoneNumberFromString(phone)?.country;
