/** The start-up's reads on the core API (SPEC §7), also requested before the console's code runs (`earlyStart.ts`). */
export const USER_INFO_PATH = '/home/user-info';
export const APPLICATION_CONFIGURATION_PATH = '/home/application-configuration';
