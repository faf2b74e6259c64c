import { Box, ButtonBase, type SxProps, type Theme } from '@mui/material';
import type { KeyboardEvent } from 'react';
import { StableLink } from './StableLink';

export interface LinkTab {
  key: string;
  label: string;
  to: string;
}

const KEYS: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
};

/** Arrow keys, Home and End move the focus between the tabs (WAI-ARIA tabs pattern), as MUI's Tabs do. */
function moveFocus(event: KeyboardEvent<HTMLElement>) {
  const move = KEYS[event.key];
  if (!move || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
  const tabs = Array.from(event.currentTarget.querySelectorAll<HTMLElement>('[role="tab"]'));
  const index = tabs.indexOf(document.activeElement as HTMLElement);
  if (index === -1) return;
  event.preventDefault();
  tabs[move(index, tabs.length)].focus();
}

/**
 * A bar of tabs that are links, without MUI's Tabs: those measure every tab and their scroller to place the sliding
 * indicator (forced layouts), and with their scroll buttons weigh ~3.6 KiB (brotli) of the first load, which only
 * lists with named views and tabbed pages show. The selected tab draws its own underline instead. `tone` "primary"
 * colours the tabs as MUI's Tab does by default (dimmed, the selected one and its underline in the primary colour);
 * "inherit" keeps the surrounding text colour (the top bar) with a secondary underline. A scrollable bar scrolls
 * sideways when its tabs do not fit, as MUI's scrollable variant does (without the arrow buttons).
 */
export function LinkTabBar({
  tabs,
  value,
  label,
  tone = 'primary',
  scrollable = false,
  sx,
}: {
  tabs: readonly LinkTab[];
  value: string | false | null;
  label: string;
  tone?: 'primary' | 'inherit';
  scrollable?: boolean;
  sx?: SxProps<Theme>;
}) {
  const selectedIndex = tabs.findIndex((tab) => tab.key === value);
  const underline = tone === 'primary' ? 'primary.main' : 'secondary.main';
  return (
    <Box
      role="tablist"
      aria-label={label}
      onKeyDown={moveFocus}
      sx={[{ display: 'flex', minHeight: 48, ...(scrollable && { overflowX: 'auto' }) }, ...toArray(sx)]}
    >
      {tabs.map((tab, index) => (
        <ButtonBase
          key={tab.key}
          role="tab"
          aria-selected={index === selectedIndex}
          // One tab is in the page's tab order: the selected one, else the first.
          tabIndex={index === Math.max(selectedIndex, 0) ? 0 : -1}
          // Not react-router's link, which renders again on every navigation.
          component={StableLink}
          to={tab.to}
          // MUI's Tab; the underline marks the selected one, where MUI's indicator would be.
          sx={(theme) => ({
            ...theme.typography.button,
            minHeight: 48,
            minWidth: 90,
            maxWidth: 360,
            ...(scrollable && { flexShrink: 0 }),
            px: 2,
            py: 1.5,
            position: 'relative',
            ...(tone === 'primary' && {
              color: 'text.secondary',
              '&[aria-selected="true"]': { color: 'primary.main' },
            }),
            '&[aria-selected="true"]::after': {
              content: '""',
              position: 'absolute',
              left: 0,
              right: 0,
              bottom: 0,
              height: 2,
              bgcolor: underline,
            },
          })}
        >
          {tab.label}
        </ButtonBase>
      ))}
    </Box>
  );
}

const toArray = (sx: SxProps<Theme> | undefined) => (sx === undefined ? [] : Array.isArray(sx) ? sx : [sx]);
