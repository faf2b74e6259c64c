/** Texts only assistive technology hears: names of controls without a visible label, announcements. */
export const a11yMessages = {
  task_update: '%{name}: %{status}',
  list_updated: '%{name} updated',
  contrast_fallback:
    'The theme colour "%{path}" gives its text a contrast of %{ratio}:1, below 4.5:1: the console shows that text in %{text}.',
  contrast_as_text:
    'The theme colour "%{path}" has a contrast of %{ratio}:1 as text on the page, below 4.5:1: the console shows such text in %{text}.',
  text_white: 'white',
  text_black: 'black',
};
