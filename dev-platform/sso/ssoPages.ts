/** Escapes a value for HTML text and double-quoted attribute contexts. */
export function escapeHtml(value: unknown): string {
  return String(value ?? '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/**
 * The console's icon (`public/favicon.svg`, on the same origin as the SSO): without a declared icon the browser asks
 * for `/favicon.ico` on every sign-in page.
 */
export const FAVICON_PATH = '/favicon.svg';

/** Path (relative to the issuer) of the one external script the pages use; inline scripts are forbidden by CSP. */
export const AUTOSUBMIT_SCRIPT_PATH = '/assets/autosubmit.js';

/** Clicks the element marked `data-autosubmit` once the page is parsed (the sign-out confirmation). */
export const AUTOSUBMIT_SCRIPT = `document.addEventListener('DOMContentLoaded', function () {
  var target = document.querySelector('[data-autosubmit]');
  if (target) target.click();
});
`;

const STYLE = `
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;background:#eef1f6;
font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;color:#1f2933}
main{width:100%;max-width:380px;margin:24px;padding:32px;background:#fff;border-radius:12px;
box-shadow:0 10px 30px rgba(15,23,42,.12)}
.brand{margin:0 0 4px;font-size:14px;font-weight:600;letter-spacing:.08em;text-transform:uppercase;color:#3559c7}
h1{margin:0 0 24px;font-size:24px;font-weight:600}
p{line-height:1.5}
label{display:block;margin:0 0 6px;font-size:14px;font-weight:500}
input{width:100%;margin:0 0 18px;padding:10px 12px;font:inherit;border:1px solid #c5cbd6;border-radius:8px}
input:focus{outline:2px solid #3559c7;outline-offset:1px;border-color:#3559c7}
button{width:100%;padding:11px 12px;font:inherit;font-weight:600;color:#fff;background:#3559c7;border:0;
border-radius:8px;cursor:pointer}
button:hover{background:#2a47a3}
.error{margin:0 0 18px;padding:10px 12px;color:#8a1c1c;background:#fdecec;border:1px solid #f5c2c2;border-radius:8px}
.muted{color:#52606d;font-size:14px}
.codes{columns:2;font-family:ui-monospace,monospace;font-size:15px;padding-left:20px}
.qr{display:block;margin:0 auto 12px}
.providers{margin:18px 0 0;padding:18px 0 0;border-top:1px solid #e4e7eb;list-style:none}
.providers a{display:block;padding:10px 12px;text-align:center;color:#3559c7;border:1px solid #3559c7;border-radius:8px;
text-decoration:none;font-weight:600}
code{word-break:break-all}
`;

/** A complete page of the SSO's look (the sign-in, two-factor and sign-out steps). */
export function layout(title: string, body: string, extraHead = '', brand = 'Switchboard'): string {
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<link rel="icon" type="image/svg+xml" href="${FAVICON_PATH}">
<style>${STYLE}</style>${extraHead}
</head>
<body>
<main>
<p class="brand">${escapeHtml(brand)}</p>
${body}
</main>
</body>
</html>`;
}

/** An external sign-in provider as the sign-in page links it. */
export interface ProviderLink {
  name: string;
  href: string;
}

/**
 * The sign-in form. `action` is the interaction URL the form posts back to; `providers` are the external sign-in
 * providers (links, so that the form's own "Sign in" button stays the only one); `brand` names whose page it is.
 */
export function renderLoginPage(options: {
  action: string;
  username?: string;
  error?: string;
  providers?: ProviderLink[];
  brand?: string;
}): string {
  const brand = options.brand ?? 'Switchboard';
  const error = options.error ? `<p class="error" role="alert">${escapeHtml(options.error)}</p>` : '';
  const providers = options.providers?.length
    ? `\n<ul class="providers" aria-label="Other ways to sign in">${options.providers
        .map((p) => `<li><a href="${escapeHtml(p.href)}">Sign in with ${escapeHtml(p.name)}</a></li>`)
        .join('')}</ul>`
    : '';
  return layout(
    `Sign in - ${brand}`,
    `<h1>Sign in</h1>
${error}<form method="post" action="${escapeHtml(options.action)}" autocomplete="on">
<label for="username">Username</label>
<input id="username" name="username" type="text" autocomplete="username" required autofocus value="${escapeHtml(options.username ?? '')}">
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required>
<button type="submit">Sign in</button>
</form>${providers}`,
    '',
    brand,
  );
}

/** A user-facing error page: no stack traces, every value escaped. */
export function renderErrorPage(options: { error: string; description?: string }): string {
  const description = options.description ? `<p>${escapeHtml(options.description)}</p>` : '';
  return layout(
    'Sign-in error - Switchboard',
    `<h1>Something went wrong</h1>
${description}<p class="muted">Error code: ${escapeHtml(options.error)}</p>
<p class="muted">Return to the application and try signing in again.</p>`,
  );
}

/**
 * The sign-out step. oidc-provider requires a POST with its XSRF token (`form`); an external script submits it at
 * once so the user sees no confirmation, and the button is the fallback without JavaScript.
 */
export function renderLogoutPage(options: { form: string; scriptSrc: string }): string {
  return layout(
    'Sign out - Switchboard',
    `<h1>Signing out…</h1>
${options.form}
<button type="submit" form="op.logoutForm" name="logout" value="yes" data-autosubmit>Sign out</button>`,
    `\n<script src="${escapeHtml(options.scriptSrc)}" defer></script>`,
  );
}

/** Shown after sign-out when the client gave no post-logout redirect URI. */
export function renderLoggedOutPage(): string {
  return layout('Signed out - Switchboard', '<h1>Signed out</h1>\n<p>You have been signed out.</p>');
}
