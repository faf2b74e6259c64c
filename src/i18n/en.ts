import { resourceMessages } from './resourceMessages';

/** English (en-US) texts of the console; merged over ra-language-english by the i18n provider. */
export const en = {
  app: {
    name: 'Switchboard',
    page_title: '%{title} - %{product}',
    loading: 'Loading…',
    auth: {
      signing_in: 'Signing in…',
      sign_in_failed: 'Sign-in failed',
      sign_in_again: 'Sign in again',
      retry: 'Try again',
      silent_renew_error: 'Your session could not be renewed: %{message}',
    },
    config: {
      error_title: 'The console could not start',
      error_hint: 'The runtime configuration could not be loaded:',
      retry: 'Reload',
    },
    not_found: {
      title: 'Page not found',
      message: 'The page you were looking for does not exist',
    },
    not_authorized: {
      title: '%{code} - Not authorized',
      message: "You don't have a permission to display this page.",
      back: 'Click here to get back to homepage.',
    },
    detail: {
      tabs: 'Sections',
    },
    // SPEC §8 error catalogue, exact wording.
    errors: {
      authorization: 'Authorization error',
      no_popup_redirect_uri: 'No popup_redirect_uri configured',
      no_silent_redirect_uri: 'No silent_redirect_uri configured',
      invalid_response_type: 'invalid response_type in state',
      iframe_timeout: 'IFrame timed out without a response',
      popup_blocked: 'Popup blocked by user',
      popup_closed: 'Popup closed by user',
      invalid_window_response: 'Invalid response from window',
      hub_server_timeout: 'Server timeout',
      hub_handshake: 'Handshake error',
      hub_invalid_url: 'Invalid url',
      form_invalid: 'Form is not valid',
    },
  },
  ...resourceMessages,
};
