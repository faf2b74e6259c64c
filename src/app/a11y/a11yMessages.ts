/** Texts only assistive technology hears: names of controls without a visible label, announcements. */
export const a11yMessages = {
  skip_to_content: 'Skip to content',
  select_row: 'Select %{name}',
  select_this_row: 'Select this row',
  list_updated: '%{name}: the list was updated',
  chart_summary: '%{title}: %{count} points from %{first} to %{last}',
  chart_empty: '%{title}: no data',
  contrast_fallback:
    'The theme colour "%{path}" gives its text a contrast of %{ratio}:1, below 4.5:1: the console shows that text in %{text}.',
  text_white: 'white',
  text_black: 'black',
};
