import { a11yMessages } from '../app/a11y/a11yMessages';
import { searchMessages, shortcutMessages } from '../app/keyboard/keyboardMessages';
import { areaSummaries } from '../resources/areaSummaries.generated';
import { mergeMessages, type Messages } from './mergeMessages';
import { resourceMessages } from './resourceMessages';

/** The shell's own texts and those shared by resources. */
const consoleMessages = {
  app: {
    name: 'Switchboard',
    page_title: '%{title} - %{product}',
    loading: 'Loading…',
    shell: {
      sections: 'Sections',
      section: {
        flows: 'Flows',
        campaigns: 'Campaigns',
        administration: 'Administration',
      },
      time_zone: 'Console time zone: %{zone}',
      copyright: '© %{year} %{title} · Release %{release}',
    },
    profile: {
      // The avatar's initials end the name: WCAG 2.5.3, a control's name holds its visible text.
      open: 'Profile of %{name} (%{initials})',
      open_in_context: 'Profile of %{name}, working in tenant %{tenant} (%{initials})',
      switch_tenant: 'Switch tenant',
      restore_tenant: 'Back to %{tenant}',
      // When user info is refused (e.g. 403 for a tenant context no longer allowed), restoring is the way out.
      restore_own_tenant: 'Back to your own tenant',
      sign_out: 'Sign out',
      signing_out: 'Signing out…',
      language: 'Language',
    },
    search: searchMessages,
    shortcuts: shortcutMessages,
    tenant_switch: {
      title: 'Switch tenant',
      tenant: 'Tenant',
      submit: 'Switch',
      no_match: 'No tenant matches',
    },
    tasks: {
      open: 'Notifications',
      title: 'Background tasks',
      empty: 'There are no background tasks.',
      load_failed: 'The tasks could not be loaded: %{message}',
      // The bell's name holds its badge's visible count (WCAG 2.5.3: the visible text is part of the name).
      open_new: 'Notifications, %{count} new',
      progress: 'Progress of %{name}',
      download: 'Download',
      open_conversation: 'Open conversation',
      open_version: 'Open new version',
      download_failed: 'The download failed: %{message}',
      view_all: 'All tasks',
      export_list: 'Export CSV: %{name}',
      export_started: 'The export runs as a background task: follow it in the bell.',
    },
    configuration: {
      changed: 'Configuration changed — reload to see it.',
      reload: 'Reload',
    },
    // SPEC §9, exact wording.
    password: {
      // SPEC §9's text, in the singular for one day.
      expiring:
        'Your password will expire in %{smart_count} day. |||| Your password will expire in %{smart_count} days.',
      expired: 'Your password has expired.',
      change: 'Change password',
    },
    theme: {
      invalid: 'The configured theme is invalid, so the default theme is shown.',
      preview_on: 'Theme preview is on: the console shows the theme being configured.',
      stop_preview: 'Stop preview',
      problems: {
        invalid_json: 'The theme is not valid JSON.',
        not_object: '"%{path}" must be an object.',
        unknown_key: '"%{path}" is not a theme setting.',
        text: '"%{path}" must be a text of 1 to 100 characters on one line.',
        color: '"%{path}" must be a colour as #rgb, #rrggbb, rgb(), rgba(), hsl() or hsla().',
        source: '"%{path}" must be an https address or a path on this site.',
        size: '"%{path}" must be a number above 0 and at most 512.',
        missing: '"%{path}" is missing.',
      },
    },
    a11y: a11yMessages,
    validation: {
      required: 'Field is required',
    },
    auth: {
      signing_in: 'Signing in…',
      sign_in_failed: 'Sign-in failed',
      sign_in_again: 'Sign in again',
      retry: 'Try again',
      silent_renew_error: 'Your session could not be renewed: %{message}',
      session_ended_title: 'Your session has ended',
      session_ended_message:
        'This page has changes that are not saved. Sign in again in a new window to keep them, or sign out and lose them.',
      sign_out: 'Sign out',
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
    breadcrumbs: 'Breadcrumbs',
    not_authorized: {
      title: '%{code} - Not authorized',
      message: "You don't have a permission to display this page.",
      back: 'Click here to get back to homepage.',
      sign_out: 'Sign out to use another account',
    },
    // A save refused because another user changed the record meanwhile (412): their values beside the user's own.
    // Someone else has the record open in an edit form (issue 36.4).
    presence: { editing: 'Being edited by %{names}' },
    conflict: {
      title: 'Someone else changed this record',
      explain:
        'Another user saved this record after you opened it. Choose, field by field, which value to keep, then save again.',
      table: 'Changes of the other user',
      field: 'Field',
      mine: 'Your value',
      theirs: 'Their value',
      use_mine: 'Keep your value of %{field}',
      use_theirs: 'Take their value of %{field}',
      keep_mine: 'Keep all mine',
      take_theirs: 'Take all theirs',
    },
    detail: {
      tabs: 'Sections',
      group_tabs: 'Sections of %{group}',
    },
    // Success of a create, update or delete, naming the record (or counting them) with the resource's name.
    notifications: {
      created: '%{name} "%{record}" created',
      created_count: '%{name} created |||| %{smart_count} %{name} created',
      updated: '%{name} "%{record}" updated',
      updated_count: '%{name} updated |||| %{smart_count} %{name} updated',
      deleted: '%{name} "%{record}" deleted',
      deleted_count: '%{name} deleted |||| %{smart_count} %{name} deleted',
    },
    // SPEC §8 error catalogue, exact wording. The sign-in client's errors reach the user through
    // providers/signInErrorText.ts (silent renew notice, sign-in pages).
    errors: {
      authorization: 'Authorization error',
      // SPEC §8's other sign-in client texts cannot occur here: see providers/signInErrorText.ts.
      invalid_response_type: 'invalid response_type in state',
      iframe_timeout: 'IFrame timed out without a response',
      // The two below: signing in again in a popup (SessionEndedDialog).
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

/**
 * English (en-US) texts of the console: the shell's, the resources' shared ones and those each area's summary
 * brings (menu labels, resource names); merged over ra-language-english by the i18n provider. The rest of an area's
 * texts join when the area loads (`areaLoader.ts`).
 */
export const en = mergeMessages<typeof consoleMessages & { resources: Record<string, Messages> }>(
  consoleMessages,
  ...areaSummaries.map((area) => area.messages),
);
