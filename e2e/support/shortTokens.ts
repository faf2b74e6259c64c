/**
 * Seconds an access token lives on the short-token platform (playwright.config.ts, project "short-tokens"): the
 * console renews a token halfway through such a short life instead of SPEC §9's 60 s before its end.
 */
export const SHORT_TOKEN_TTL = 30;
