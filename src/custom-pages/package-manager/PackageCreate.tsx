import {
  Autocomplete,
  Box,
  Button,
  Chip,
  List,
  ListItem,
  ListItemText,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { Loading, useTranslate } from 'react-admin';
import type { PackageCatalogue } from '../../shared/wire/packages';
import { usePackageCreateController, type Selection } from './usePackageCreateController';

const TEXTS = 'app.packageManager';

/** The create tab: name, selections per kind, the resolved contents, create and download. */
export function PackageCreate() {
  const translate = useTranslate();
  const create = usePackageCreateController();
  const { catalogue } = create;
  if (!catalogue) return <Loading />;
  const picker = <K extends 'flows' | 'components' | 'grammars'>(key: K) => (
    <Autocomplete
      multiple
      options={catalogue[key]}
      getOptionLabel={(option) => option.name}
      getOptionKey={(option) => option.id}
      value={catalogue[key].filter((option) => create.selection[key].includes(option.id))}
      onChange={(_event, values) => create.select(key, values.map((value) => value.id) as Selection[K])}
      renderInput={(params) => <TextField {...params} label={translate(`${TEXTS}.create.${key}`)} />}
    />
  );
  const languageOf = (code: string) => catalogue.languages.find((language) => language.code === code);
  return (
    <Stack spacing={2} sx={{ maxWidth: 900 }}>
      <TextField
        label={translate(`${TEXTS}.create.name`)}
        value={create.name}
        onChange={(event) => create.setName(event.target.value)}
        error={!!create.nameProblem}
        helperText={create.nameProblem ?? ' '}
        required
      />
      {picker('flows')}
      {picker('components')}
      {picker('grammars')}
      <Autocomplete
        multiple
        options={catalogue.languages as PackageCatalogue['languages']}
        getOptionLabel={(option) => `${option.name} (${option.code})`}
        getOptionKey={(option) => option.code}
        value={create.selection.languages.map(languageOf).filter((item) => item !== undefined)}
        onChange={(_event, values) =>
          create.select(
            'languages',
            values.map((value) => value.code),
          )
        }
        renderInput={(params) => <TextField {...params} label={translate(`${TEXTS}.create.languages`)} />}
      />
      <Box component="section" aria-label={translate(`${TEXTS}.create.contents`)}>
        <Typography variant="h6" component="h2">
          {translate(`${TEXTS}.create.contents`)}
        </Typography>
        {create.entries.length === 0 ? (
          <Typography color="text.secondary">{translate(`${TEXTS}.create.empty`)}</Typography>
        ) : (
          <List dense>
            {create.entries.map((entry) => (
              <ListItem key={`${entry.kind}:${entry.name}`}>
                <Chip size="small" label={translate(`${TEXTS}.kinds.${entry.kind}`)} sx={{ mr: 1 }} />
                <ListItemText
                  primary={entry.name}
                  secondary={
                    entry.selected
                      ? translate(`${TEXTS}.create.selected`)
                      : translate(`${TEXTS}.create.required_by`, { names: entry.requiredBy.join(', ') })
                  }
                />
              </ListItem>
            ))}
          </List>
        )}
      </Box>
      <Box>
        <Button variant="contained" disabled={!create.canCreate} onClick={create.create}>
          {translate(`${TEXTS}.create.submit`)}
        </Button>
      </Box>
    </Stack>
  );
}
