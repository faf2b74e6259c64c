/** Czech texts only assistive technology hears (`a11yMessages.ts`). */
export const a11yMessagesCs = {
  task_update: '%{name}: %{status}',
  list_updated: '%{name}: aktualizováno',
  contrast_fallback:
    'Barva motivu „%{path}“ dává svému textu kontrast %{ratio}:1, méně než 4,5:1: konzole ten text zobrazí v barvě %{text}.',
  contrast_as_text:
    'Barva motivu „%{path}“ má jako text na stránce kontrast %{ratio}:1, méně než 4,5:1: konzole takový text zobrazí v barvě %{text}.',
  text_white: 'bílá',
  text_black: 'černá',
};
