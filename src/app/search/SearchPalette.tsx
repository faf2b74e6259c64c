import BoltIcon from '@mui/icons-material/BoltOutlined';
import PageIcon from '@mui/icons-material/InsertDriveFileOutlined';
import RecordIcon from '@mui/icons-material/DescriptionOutlined';
import { Autocomplete, Dialog, DialogContent, ListItemIcon, ListItemText, TextField } from '@mui/material';
import { useMemo, useState } from 'react';
import { useGetIdentity, usePermissions, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { resourceIcon } from '../../resources/framework/resourceIcons';
import { useResourceSummaries } from '../../resources/framework/ResourceRegistryContext';
import { useConsolePages } from '../navigation/useConsolePages';
import { useConsoleTheme } from '../theme/ConsoleThemeProvider';
import { matchesText, pageOptions, recordOption, type PaletteOption } from './paletteOptions';
import { recentItems, rememberRecent } from './recentItems';
import { useSearchHits } from './useSearchHits';

export interface SearchPaletteProps {
  open: boolean;
  onClose: () => void;
  canSwitchTenant: boolean;
  onSwitchTenant: () => void;
}

/**
 * Search everywhere's palette: what the user opened lately first, then the records the server finds (names,
 * numbers, e-mails, guids of every resource the user may read), then the pages and actions the user may open.
 * Each line shows its type with its icon; choosing one opens it and remembers it as recent.
 */
export function SearchPalette({ open, onClose, canSwitchTenant, onSwitchTenant }: SearchPaletteProps) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const registry = useResourceSummaries();
  const pages = useConsolePages();
  const { permissions } = usePermissions();
  const { configuration } = useConsoleTheme();
  const user = String(useGetIdentity().identity?.id ?? '');
  const [text, setText] = useState('');
  const hits = useSearchHits(text);

  const local = useMemo(
    () => pageOptions(registry, pages, permissions, configuration ?? {}, translate, canSwitchTenant),
    [registry, pages, permissions, configuration, translate, canSwitchTenant],
  );
  const options = useMemo(() => {
    const typed = text.trim();
    const recent = recentItems(user)
      .filter((item) => typed === '' || matchesText(item, typed))
      .map((item): PaletteOption => ({ ...item, group: 'recent', type: typeOf(item, registry) }));
    const seen = new Set(recent.map((item) => item.key));
    const records = typed === '' ? [] : (hits.data ?? []).flatMap((hit) => recordOption(hit, registry));
    const rest = local.filter((option) => typed === '' || matchesText(option, typed));
    return [...recent, ...[...records, ...rest].filter((option) => !seen.has(option.key))];
  }, [text, user, hits.data, local, registry]);

  // The palette stays mounted once opened: it starts empty again each time.
  const close = () => {
    setText('');
    onClose();
  };
  const choose = (option: PaletteOption) => {
    const { group: _group, type: _type, detail: _detail, icon: _icon, ...item } = option;
    rememberRecent(user, item);
    close();
    if (option.action === 'switchTenant') onSwitchTenant();
    else if (option.path) void navigate(option.path);
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      fullWidth
      maxWidth="sm"
      slotProps={{ paper: { 'aria-label': translate('app.search.title') } }}
    >
      <DialogContent>
        <Autocomplete<PaletteOption>
          open
          disablePortal
          autoHighlight
          options={options}
          filterOptions={(all) => all}
          groupBy={(option) => translate(`app.search.${option.group}`)}
          getOptionLabel={(option) => option.label}
          isOptionEqualToValue={(a, b) => a.key === b.key}
          inputValue={text}
          onInputChange={(_, value, reason) => reason === 'input' && setText(value)}
          onChange={(_, option) => option && choose(option)}
          // The list is always open: Escape closes the palette itself.
          onClose={(_, reason) => reason === 'escape' && close()}
          loading={hits.isFetching}
          loadingText={translate('app.search.searching')}
          noOptionsText={translate(hits.isError ? 'app.search.failed' : 'app.search.nothing', {
            message: hits.error instanceof Error ? hits.error.message : '',
          })}
          slotProps={{ listbox: { sx: { maxHeight: '60vh' } }, paper: { elevation: 0 } }}
          renderInput={(params) => (
            // The palette is opened to type in (Ctrl+K, the top bar's field): its input takes the focus.
            // eslint-disable-next-line jsx-a11y/no-autofocus
            <TextField {...params} autoFocus label={translate('app.search.input')} />
          )}
          renderOption={({ key: _key, ...props }, option) => {
            const Icon = iconOf(option, registry);
            return (
              <li key={option.key} {...props}>
                <ListItemIcon>
                  <Icon fontSize="small" />
                </ListItemIcon>
                <ListItemText
                  primary={option.label}
                  secondary={[translate(option.type, { smart_count: 1, _: option.type }), option.detail]
                    .filter(Boolean)
                    .join(' · ')}
                />
              </li>
            );
          }}
        />
      </DialogContent>
    </Dialog>
  );
}

type Summaries = ReturnType<typeof useResourceSummaries>;

function typeOf(item: PaletteOption | Omit<PaletteOption, 'group' | 'type'>, registry: Summaries): string {
  if (item.resource && !item.key.startsWith('create:'))
    return registry.find((summary) => summary.name === item.resource)?.label ?? item.resource;
  return item.action || item.key.startsWith('create:') ? 'app.search.action' : 'app.search.page';
}

function iconOf(option: PaletteOption, registry: Summaries) {
  if (option.type === 'app.search.action') return BoltIcon;
  const resource = registry.find((summary) => summary.name === option.resource);
  return (resource && resourceIcon(resource.icon)) ?? (option.resource ? RecordIcon : PageIcon);
}
