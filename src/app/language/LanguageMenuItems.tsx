import CheckIcon from '@mui/icons-material/Check';
import TranslateIcon from '@mui/icons-material/Translate';
import { ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import { useLocales, useTranslate } from 'react-admin';
import { useChooseLanguage } from './languagePreference';

/**
 * The profile menu's language choice: one radio item per language, named in itself, the current one checked (not
 * `selected`, which would move the menu's first focus onto it). No subheader: a menu may hold only its items.
 */
export function LanguageMenuItems({ onChosen }: { onChosen: () => void }) {
  const translate = useTranslate();
  const locales = useLocales();
  const [current, choose] = useChooseLanguage();
  return locales.map(({ locale, name }) => (
    <MenuItem
      key={locale}
      role="menuitemradio"
      aria-checked={locale === current}
      lang={locale}
      title={translate('app.profile.language')}
      onClick={() => {
        onChosen();
        if (locale !== current) choose(locale);
      }}
    >
      <ListItemIcon>
        <TranslateIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText primary={name} />
      {locale === current && <CheckIcon fontSize="small" sx={{ ml: 2 }} />}
    </MenuItem>
  ));
}
