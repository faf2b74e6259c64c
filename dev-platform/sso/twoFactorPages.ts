import type { TwoFactorEnrolment } from '../../src/shared/wire/profile';
import { TOTP_DIGITS } from '../../src/shared/twoFactor';
import { escapeHtml, layout } from './ssoPages';

const errorOf = (error?: string) => (error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : '');

const codeField = (label: string) => `<label for="code">${label}</label>
<input id="code" name="code" type="text" inputmode="numeric" autocomplete="one-time-code" required autofocus>`;

/** The second sign-in step: a code from the authenticator app, or a recovery code. */
export function renderCodePage(options: { action: string; error?: string }): string {
  return layout(
    'Two-factor sign-in - Switchboard',
    `<h1>Two-factor sign-in</h1>
${errorOf(options.error)}<p class="muted">Enter the ${TOTP_DIGITS}-digit code from your authenticator app, or one of your recovery codes.</p>
<form method="post" action="${escapeHtml(options.action)}" autocomplete="off">
${codeField('Code')}
<button type="submit">Verify</button>
</form>`,
  );
}

/** Enrolment the tenant requires before the console opens: the QR code, its secret, and a first code. */
export function renderEnrolPage(options: {
  action: string;
  enrolment: TwoFactorEnrolment;
  error?: string;
}): string {
  const { enrolment } = options;
  return layout(
    'Set up two-factor sign-in - Switchboard',
    `<h1>Set up two-factor sign-in</h1>
${errorOf(options.error)}<p class="muted">Your organisation requires two-factor sign-in. Scan the QR code with an authenticator app, or type the secret into it, then enter the code it shows.</p>
<img class="qr" src="${escapeHtml(enrolment.qrCode)}" width="200" height="200" alt="QR code of the two-factor secret">
<p>Secret: <code data-testid="totp-secret">${escapeHtml(enrolment.secret)}</code></p>
<form method="post" action="${escapeHtml(options.action)}" autocomplete="off">
${codeField('Code from the app')}
<button type="submit">Turn on two-factor sign-in</button>
</form>`,
  );
}

/** The recovery codes, shown this once, then on to the application. */
export function renderRecoveryCodesPage(options: { action: string; codes: string[] }): string {
  const codes = options.codes.map((code) => `<li>${escapeHtml(code)}</li>`).join('');
  return layout(
    'Recovery codes - Switchboard',
    `<h1>Recovery codes</h1>
<p>Two-factor sign-in is on. Keep these codes somewhere safe: each signs you in once without your phone. They are not shown again.</p>
<ol class="codes" aria-label="Recovery codes">${codes}</ol>
<form method="post" action="${escapeHtml(options.action)}">
<input type="hidden" name="continue" value="1">
<button type="submit">Continue</button>
</form>`,
  );
}

/** The change an expired password forces (RESTRICTION): a new password, twice. */
export function renderNewPasswordPage(options: { action: string; notice: string; error?: string }): string {
  return layout(
    'Choose a new password - Switchboard',
    `<h1>Choose a new password</h1>
${errorOf(options.error)}<p class="muted">${escapeHtml(options.notice)}</p>
<form method="post" action="${escapeHtml(options.action)}">
<label for="newPassword">New password</label>
<input id="newPassword" name="newPassword" type="password" autocomplete="new-password" minlength="8" required autofocus>
<label for="newPasswordConfirm">Repeat new password</label>
<input id="newPasswordConfirm" name="newPasswordConfirm" type="password" autocomplete="new-password" required>
<button type="submit">Change password and continue</button>
</form>`,
  );
}
