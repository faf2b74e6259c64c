/** Whether a text names an IANA time zone the JavaScript runtime knows (browser and Node alike). */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-GB', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}
