import TranslateIcon from '@mui/icons-material/Translate';
import { ListItemIcon, ListItemText, ListSubheader, MenuItem } from '@mui/material';
import { useLocales, useTranslate } from 'react-admin';
import { useChooseLanguage } from './languagePreference';

/** The profile menu's language choice: one item per language (named in itself), the current one checked. */
export function LanguageMenuItems({ onChosen }: { onChosen: () => void }) {
  const translate = useTranslate();
  const locales = useLocales();
  const [current, choose] = useChooseLanguage();
  return [
    <ListSubheader key="title">{translate('app.profile.language')}</ListSubheader>,
    ...locales.map(({ locale, name }) => (
      <MenuItem
        key={locale}
        role="menuitemradio"
        aria-checked={locale === current}
        selected={locale === current}
        lang={locale}
        onClick={() => {
          onChosen();
          if (locale !== current) choose(locale);
        }}
      >
        <ListItemIcon>{locale === current && <TranslateIcon fontSize="small" />}</ListItemIcon>
        <ListItemText primary={name} />
      </MenuItem>
    )),
  ];
}
