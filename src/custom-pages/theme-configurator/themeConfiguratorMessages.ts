/** English texts of the theme configurator (`app.themeConfigurator.*`) but its title (menus: `en.ts`). */
export const themeConfiguratorMessages = {
  form: 'Theme',
  title_field: 'Title',
  colours: 'Colours',
  colour: {
    primary: 'Primary',
    secondary: 'Secondary',
    error: 'Error',
    warning: 'Warning',
    info: 'Info',
    success: 'Success',
  },
  pick: 'Pick the %{name} colour',
  default_colour: 'Default: %{colour} (used while empty)',
  contrast_ok: 'Text on the primary colour has a contrast of %{ratio}:1 (WCAG AA met).',
  contrast_low:
    'Text on the primary colour has a contrast of only %{ratio}:1; WCAG AA asks at least 4.5:1. Choose a darker or lighter colour.',
  favicon: 'Favicon',
  logo: 'Console logo',
  source: 'Address (https or a path on this site)',
  width: 'Width',
  height: 'Height',
  upload: 'Upload %{name}',
  image_type: 'Use a PNG, JPEG, GIF, WebP or ICO image.',
  image_size: 'The image must be at most 256 KB.',
  json: 'JSON (for experts)',
  json_invalid: 'The JSON is not a valid theme:',
  preview: 'Live preview',
  preview_button: 'Button',
  preview_text: 'This is how the console looks with this theme.',
  start_preview: 'Preview in the console',
  save: 'Save',
  reset: 'Reset to default',
  confirm_save: 'Save this theme for the current tenant? Everyone in it will see it.',
  confirm_reset: 'Reset the theme of the current tenant to the default?',
  saved: 'The theme was saved.',
  reset_done: 'The theme was reset to the default.',
};

/** The page's texts where the translator finds them, added when the page's code is downloaded (`definePage`). */
export const themeConfiguratorTexts = { app: { themeConfigurator: themeConfiguratorMessages } };
