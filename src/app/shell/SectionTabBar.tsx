import { memo, useMemo } from 'react';
import { useTranslate } from 'react-admin';
import type { ConsoleSection } from '../../resources/types';
import { RouterTabs } from '../../utils/RouterTabs';

export interface SectionTab {
  section: ConsoleSection;
  to: string;
}

/**
 * The section tabs' bar, in the top bar's full text colour: MUI dims unselected tabs below a readable contrast
 * there. Rendered again only when the tabs or the selected one change.
 */
export const SectionTabBar = memo(function SectionTabBar({
  tabs,
  value,
  orientation,
}: {
  tabs: SectionTab[];
  value: ConsoleSection | false | null;
  /** Vertical in the menu drawer of a narrow window. */
  orientation?: 'vertical';
}) {
  const translate = useTranslate();
  const links = useMemo(
    () =>
      tabs.map((tab) => ({
        key: tab.section,
        label: translate(`app.shell.section.${tab.section}`),
        to: tab.to,
      })),
    [tabs, translate],
  );
  return (
    <RouterTabs
      tabs={links}
      value={value}
      label={translate('app.shell.sections')}
      tone="inherit"
      orientation={orientation}
    />
  );
});
