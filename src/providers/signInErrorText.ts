/**
 * The sign-in client's (oidc-client-ts) error messages and the SPEC §8 catalogue texts they appear with: the one
 * place that maps them, used wherever a sign-in error reaches the user.
 */
export const SIGN_IN_CLIENT_ERRORS: ReadonlyMap<string, string> = new Map([
  ['No popup_redirect_uri configured', 'app.errors.no_popup_redirect_uri'],
  ['No silent_redirect_uri configured', 'app.errors.no_silent_redirect_uri'],
  ['invalid response_type in state', 'app.errors.invalid_response_type'],
  // oidc-client-ts 3 spells the state check this way; it is the same failure.
  ['invalid request_type in state', 'app.errors.invalid_response_type'],
  ['IFrame timed out without a response', 'app.errors.iframe_timeout'],
  ['Popup blocked by user', 'app.errors.popup_blocked'],
  ['Popup closed by user', 'app.errors.popup_closed'],
  ['Invalid response from window', 'app.errors.invalid_window_response'],
]);

/** The text a sign-in error appears with: its catalogue text when the catalogue has one, else its own message. */
export function signInErrorText(error: unknown, translate: (key: string) => string): string {
  const message = error instanceof Error ? error.message : String(error);
  const key = SIGN_IN_CLIENT_ERRORS.get(message);
  return key ? translate(key) : message;
}
