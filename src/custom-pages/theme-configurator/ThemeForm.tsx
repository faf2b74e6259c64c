import { Alert, Stack, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { defaultThemeColour } from '../../app/theme/themedPalette';
import { THEME_COLOR_KEYS } from '../../shared/defaultTheme';
import { ColourField } from './ColourField';
import { ImageSourceField } from './ImageSourceField';
import type { ThemeConfiguratorController } from './useThemeConfiguratorController';

const TEXTS = 'app.themeConfigurator';

/** Title, the six colours with the contrast of text on the primary one, favicon and console logo. */
export function ThemeForm({ controller }: { controller: ThemeConfiguratorController }) {
  const translate = useTranslate();
  const { draft, update, problems, contrast } = controller;
  const problemAt = (path: string) => {
    const problem = problems.find((candidate) => candidate.path === path);
    return problem && translate(`app.theme.problems.${problem.code}`, { path });
  };
  const logoSize = (dimension: 'width' | 'height') => (
    <TextField
      size="small"
      type="number"
      label={translate(`${TEXTS}.${dimension}`)}
      value={dimension === 'width' ? draft.logoWidth : draft.logoHeight}
      onChange={(event) =>
        update({ ...draft, [dimension === 'width' ? 'logoWidth' : 'logoHeight']: event.target.value })
      }
      error={Boolean(problemAt(`logos.console.${dimension}`))}
      helperText={problemAt(`logos.console.${dimension}`)}
      slotProps={{ htmlInput: { min: 1, max: 512 } }}
    />
  );
  return (
    <Stack
      spacing={2}
      component="form"
      aria-label={translate(`${TEXTS}.form`)}
      onSubmit={(e) => e.preventDefault()}
    >
      <TextField
        size="small"
        label={translate(`${TEXTS}.title_field`)}
        value={draft.title}
        onChange={(event) => update({ ...draft, title: event.target.value })}
        error={Boolean(problemAt('title'))}
        helperText={problemAt('title')}
      />
      <Typography variant="subtitle2" component="h3">
        {translate(`${TEXTS}.colours`)}
      </Typography>
      {THEME_COLOR_KEYS.map((key) => (
        <ColourField
          key={key}
          name={key}
          label={translate(`${TEXTS}.colour.${key}`)}
          value={draft.colors[key]}
          defaultColour={defaultThemeColour(key)}
          error={problemAt(`colors.${key}`)}
          onChange={(value) => update({ ...draft, colors: { ...draft.colors, [key]: value } })}
        />
      ))}
      {contrast && (
        <Alert severity={contrast.passesAA ? 'success' : 'warning'}>
          {translate(`${TEXTS}.${contrast.passesAA ? 'contrast_ok' : 'contrast_low'}`, {
            ratio: contrast.ratio,
          })}
        </Alert>
      )}
      <ImageSourceField
        label={translate(`${TEXTS}.favicon`)}
        value={draft.faviconSource}
        error={problemAt('favicon.source')}
        disabled={controller.uploading}
        onChange={(value) => update({ ...draft, faviconSource: value })}
        onUpload={(file) => controller.uploadImage('faviconSource', file)}
      />
      <ImageSourceField
        label={translate(`${TEXTS}.logo`)}
        value={draft.logoSource}
        error={problemAt('logos.console.source')}
        disabled={controller.uploading}
        onChange={(value) => update({ ...draft, logoSource: value })}
        onUpload={(file) => controller.uploadImage('logoSource', file)}
      />
      <Stack direction="row" spacing={1}>
        {logoSize('width')}
        {logoSize('height')}
      </Stack>
    </Stack>
  );
}
