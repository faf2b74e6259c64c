/** English texts of the profile page (`app.ownProfile.*`) but its title (menus: the manifest). */
export const profileMessages = {
  details: 'Details',
  username: 'Username',
  firstname: 'First name',
  lastname: 'Last name',
  email: 'E-mail',
  timezone: 'Console time zone',
  timezone_hint: 'Dates in the console are shown in this zone; empty uses the browser’s (%{zone}).',
  saved: 'Your details were saved',
  password: 'Password',
  currentPassword: 'Current password',
  newPassword: 'New password',
  passwordConfirm: 'Repeat new password',
  change_password: 'Change password',
  password_changed: 'Your password was changed',
  twoFactor: 'Two-factor authentication',
  twoFactor_on: 'On: signing in asks for a code from your authenticator app. Recovery codes left: %{count}.',
  twoFactor_off: 'Off: signing in asks for your password only.',
  twoFactor_required: 'Your organisation requires two-factor authentication.',
  twoFactor_reset_hint: 'Lost your phone? Sign in with a recovery code, or ask an administrator to reset it.',
  twoFactor_setUp: 'Set up two-factor authentication',
  enrol_scan:
    'Scan the QR code with an authenticator app, or type the secret into it, then enter the 6-digit code it shows.',
  enrol_qr: 'QR code of the two-factor secret',
  enrol_secret: 'Secret',
  enrol_code: 'Code from the app',
  enrol_confirm: 'Turn on',
  recovery_title: 'Recovery codes',
  recovery_intro:
    'Two-factor authentication is on. Keep these codes somewhere safe: each signs you in once without your phone. They are not shown again.',
  recovery_done: 'Done',
};

/** The page's texts where the translator finds them, added when the page's code is downloaded (`definePage`). */
export const profileTexts = { app: { ownProfile: profileMessages } };
