/** The start-up's reads on the core API (SPEC §7). */
export const USER_INFO_PATH = '/home/user-info';
export const APPLICATION_CONFIGURATION_PATH = '/home/application-configuration';
