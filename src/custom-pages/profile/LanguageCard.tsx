import {
  Card,
  CardContent,
  CardHeader,
  FormControlLabel,
  Radio,
  RadioGroup,
  Typography,
} from '@mui/material';
import { useId } from 'react';
import { useLocales, useTranslate } from 'react-admin';
import { useChooseLanguage } from '../../app/language/languagePreference';

const TEXTS = 'app.ownProfile';

/** The console's language for this user (each named in itself), remembered in their preferences at once. */
export function LanguageCard() {
  const translate = useTranslate();
  const titleId = useId();
  const locales = useLocales();
  const [current, choose] = useChooseLanguage();
  return (
    <Card component="section" aria-labelledby={titleId}>
      <CardHeader title={translate(`${TEXTS}.language`)} slotProps={{ title: { id: titleId } }} />
      <CardContent>
        <Typography variant="body2" color="text.secondary">
          {translate(`${TEXTS}.language_hint`)}
        </Typography>
        <RadioGroup
          aria-labelledby={titleId}
          value={current}
          onChange={(event) => choose(event.target.value)}
        >
          {locales.map(({ locale, name }) => (
            <FormControlLabel key={locale} value={locale} control={<Radio />} label={name} lang={locale} />
          ))}
        </RadioGroup>
      </CardContent>
    </Card>
  );
}
