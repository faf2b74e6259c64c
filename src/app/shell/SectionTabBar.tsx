import { Box, ButtonBase } from '@mui/material';
import { memo, type KeyboardEvent } from 'react';
import { useTranslate } from 'react-admin';
import type { ConsoleSection } from '../../resources/types';
import { StableLink } from '../navigation/StableLink';

export interface SectionTab {
  section: ConsoleSection;
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
  const tabs = [...event.currentTarget.querySelectorAll<HTMLElement>('[role="tab"]')];
  const index = tabs.indexOf(document.activeElement as HTMLElement);
  if (index === -1) return;
  event.preventDefault();
  tabs[move(index, tabs.length)].focus();
}

/**
 * The section tabs' bar, without MUI's Tabs: those measure every tab and their scroller to place the sliding
 * indicator (forced layouts on the way to the first screen). The selected tab draws its own underline instead.
 * Rendered again only when the tabs or the selected one change.
 */
export const SectionTabBar = memo(function SectionTabBar({
  tabs,
  value,
}: {
  tabs: SectionTab[];
  value: ConsoleSection | false | null;
}) {
  const translate = useTranslate();
  const selectedIndex = tabs.findIndex((tab) => tab.section === value);
  return (
    <Box
      role="tablist"
      aria-label={translate('app.shell.sections')}
      onKeyDown={moveFocus}
      sx={{ display: 'flex', minHeight: 48 }}
    >
      {tabs.map((tab, index) => (
        <ButtonBase
          key={tab.section}
          role="tab"
          aria-selected={index === selectedIndex}
          // One tab is in the page's tab order: the selected one, else the first.
          tabIndex={index === Math.max(selectedIndex, 0) ? 0 : -1}
          // Not react-router's link, which renders again on every navigation.
          component={StableLink}
          to={tab.to}
          // MUI's Tab, in the top bar's full text colour (MUI dims unselected tabs below a readable contrast); the
          // underline marks the selected one, where MUI's indicator would be.
          sx={(theme) => ({
            ...theme.typography.button,
            minHeight: 48,
            minWidth: 90,
            maxWidth: 360,
            px: 2,
            py: 1.5,
            position: 'relative',
            '&[aria-selected="true"]::after': {
              content: '""',
              position: 'absolute',
              left: 0,
              right: 0,
              bottom: 0,
              height: 2,
              bgcolor: 'secondary.main',
            },
          })}
        >
          {translate(`app.shell.section.${tab.section}`)}
        </ButtonBase>
      ))}
    </Box>
  );
});
