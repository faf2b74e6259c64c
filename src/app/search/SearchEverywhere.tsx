import SearchIcon from '@mui/icons-material/Search';
import { Box, Button, IconButton } from '@mui/material';
import { Suspense, useState } from 'react';
import { useTranslate } from 'react-admin';
import { keyCaps, shortcutOf } from '../../shared/shortcuts';
import { lazyView } from '../../utils/lazyView';
import { useOpenedOnce } from '../../utils/useOpenedOnce';
import { onMac } from '../keyboard/keyCapsText';
import { useShortcut } from '../keyboard/useShortcut';
import { TenantSwitch, useCanSwitchTenant } from '../tenant-context/TenantSwitch';

// The palette (an autocomplete over records, pages and actions) loads when first opened: off the first list's path.
const SearchPalette = lazyView(async () => (await import('./SearchPalette')).SearchPalette);

/**
 * Search everywhere's entry in the top bar: a search field (an icon in a narrow bar) and Ctrl+K / ⌘K, both opening
 * the palette; the palette's "switch tenant" opens the tenant switch.
 */
export function SearchEverywhere({ compact = false }: { compact?: boolean }) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const [switching, setSwitching] = useState(false);
  const opened = useOpenedOnce(open);
  const canSwitchTenant = useCanSwitchTenant();
  useShortcut('search', () => setOpen(true));
  const keys = keyCaps(shortcutOf('search').keys[0], onMac())[0]!.join('+');
  const label = translate('app.search.open', { keys });
  return (
    <>
      {compact ? (
        <IconButton color="inherit" aria-label={label} aria-haspopup="dialog" onClick={() => setOpen(true)}>
          <SearchIcon />
        </IconButton>
      ) : (
        // Named by what it shows (WCAG 2.5.3 Label in Name): "Search everywhere" and its keys.
        <Button
          color="inherit"
          variant="outlined"
          aria-haspopup="dialog"
          startIcon={<SearchIcon />}
          onClick={() => setOpen(true)}
          sx={{ mx: 1, minWidth: 200, justifyContent: 'flex-start', textTransform: 'none', opacity: 0.9 }}
        >
          <Box component="span" sx={{ flex: 1, textAlign: 'left' }}>
            {translate('app.search.title')}
          </Box>
          <Box component="kbd" sx={{ fontFamily: 'inherit', fontSize: '0.75rem' }}>
            {keys}
          </Box>
        </Button>
      )}
      {opened && (
        <Suspense fallback={null}>
          <SearchPalette
            open={open}
            onClose={() => setOpen(false)}
            canSwitchTenant={canSwitchTenant}
            onSwitchTenant={() => setSwitching(true)}
          />
        </Suspense>
      )}
      <TenantSwitch open={switching} onClose={() => setSwitching(false)} />
    </>
  );
}
