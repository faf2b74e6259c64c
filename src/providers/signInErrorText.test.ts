// @vitest-environment node
import { i18nProvider } from './i18nProvider';
import { SIGN_IN_CLIENT_ERRORS, signInErrorText } from './signInErrorText';

const translate = (key: string) => i18nProvider.translate(key);

describe('signInErrorText (SPEC §8 sign-in client errors)', () => {
  it.each([
    ['invalid response_type in state', 'invalid response_type in state'],
    ['invalid request_type in state', 'invalid response_type in state'],
    ['IFrame timed out without a response', 'IFrame timed out without a response'],
    ['Popup closed by user', 'Popup closed by user'],
    ['Invalid response from window', 'Invalid response from window'],
  ])('%s → %s', (message, text) => {
    const key = SIGN_IN_CLIENT_ERRORS.get(message);
    // The text comes from the catalogue, not from the error: the key must exist and translate.
    expect(translate(key ?? 'missing')).not.toBe(key);
    expect(signInErrorText(new Error(message), translate)).toBe(text);
  });

  it('maps every message it knows (the list above is complete)', () => {
    expect(SIGN_IN_CLIENT_ERRORS.size).toBe(5);
  });

  it("shows the texts that cannot occur here in the wording of SPEC §8, the library's own", () => {
    for (const message of [
      'No popup_redirect_uri configured',
      'No silent_redirect_uri configured',
      'Popup blocked by user',
    ])
      expect(signInErrorText(new Error(message), translate)).toBe(message);
  });

  it('keeps any other message as it is, also for non-Error values', () => {
    expect(signInErrorText(new Error('login_required'), translate)).toBe('login_required');
    expect(signInErrorText('Network timed out', translate)).toBe('Network timed out');
  });

  it('uses the catalogue text, so a changed catalogue shows (not the library message)', () => {
    expect(signInErrorText(new Error('Popup closed by user'), (key) => `[${key}]`)).toBe(
      '[app.errors.popup_closed]',
    );
  });
});
