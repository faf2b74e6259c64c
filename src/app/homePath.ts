/** Where the root redirects, and where tenant switches and theme previews land (SPEC §2, §4). */
export const HOME_PATH = '/flows';
