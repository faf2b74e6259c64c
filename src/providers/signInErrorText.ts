/**
 * The sign-in client's (oidc-client-ts) error messages and the SPEC §8 catalogue texts they appear with: the one
 * place that maps them, used wherever a sign-in error reaches the user.
 *
 * Three SPEC §8 texts cannot occur in this console and are not in the catalogue: 'No popup_redirect_uri configured'
 * and 'No silent_redirect_uri configured' (userManager.ts always sets both addresses), and 'Popup blocked by user'
 * (oidc-client-ts reports a popup the browser blocked as closed unless it closes popups on a timer, which the
 * console does not). Were the library to raise one, it would show with its own message, which is the SPEC wording.
 */
export const SIGN_IN_CLIENT_ERRORS: ReadonlyMap<string, string> = new Map([
  ['invalid response_type in state', 'app.errors.invalid_response_type'],
  // oidc-client-ts 3 spells the state check this way; it is the same failure.
  ['invalid request_type in state', 'app.errors.invalid_response_type'],
  ['IFrame timed out without a response', 'app.errors.iframe_timeout'],
  ['Popup closed by user', 'app.errors.popup_closed'],
  ['Invalid response from window', 'app.errors.invalid_window_response'],
]);

/** The text a sign-in error appears with: its catalogue text when the catalogue has one, else its own message. */
export function signInErrorText(error: unknown, translate: (key: string) => string): string {
  const message = error instanceof Error ? error.message : String(error);
  const key = SIGN_IN_CLIENT_ERRORS.get(message);
  return key ? translate(key) : message;
}
