/** Where the root redirects, and where tenant switches and theme previews land (SPEC §2, §4). */
export const HOME_PATH = '/flows';

/** The address a page load shows first: the root's is the home page it redirects to. */
export const landingPath = (pathname: string) => (pathname === '/' ? HOME_PATH : pathname);
