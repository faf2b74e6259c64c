import { fireEvent, render, screen } from '@testing-library/react';
import { AdminContext, memoryStore } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { i18nProvider } from '../../providers/i18nProvider';
import { LocationProbe } from '../../testing/renderConsole';
import { SectionTabBar, type SectionTab } from './SectionTabBar';

const TABS: SectionTab[] = [
  { section: 'flows', to: '/flows' },
  { section: 'campaigns', to: '/campaigns/list' },
  { section: 'administration', to: '/administration' },
];

function setup(value: SectionTab['section'] | false) {
  render(
    <MemoryRouter initialEntries={['/']}>
      <AdminContext store={memoryStore()} i18nProvider={i18nProvider}>
        <SectionTabBar tabs={TABS} value={value} />
        <LocationProbe />
      </AdminContext>
    </MemoryRouter>,
  );
  return screen.getAllByRole('tab');
}

describe('SectionTabBar', () => {
  it('marks the selected tab and keeps only it in the tab order', () => {
    const tabs = setup('campaigns');
    expect(screen.getByRole('tablist', { name: 'Sections' })).toBeInTheDocument();
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Flows', 'Campaigns', 'Administration']);
    expect(tabs.map((tab) => tab.getAttribute('aria-selected'))).toEqual(['false', 'true', 'false']);
    expect(tabs.map((tab) => tab.tabIndex)).toEqual([-1, 0, -1]);
  });

  it('puts the first tab in the tab order when none is selected', () => {
    const tabs = setup(false);
    expect(tabs.map((tab) => tab.tabIndex)).toEqual([0, -1, -1]);
  });

  it('moves the focus with the arrow keys, Home and End, wrapping around', () => {
    const tabs = setup('flows');
    tabs[0].focus();
    fireEvent.keyDown(tabs[0], { key: 'ArrowRight' });
    expect(tabs[1]).toHaveFocus();
    fireEvent.keyDown(tabs[1], { key: 'End' });
    expect(tabs[2]).toHaveFocus();
    fireEvent.keyDown(tabs[2], { key: 'ArrowRight' });
    expect(tabs[0]).toHaveFocus();
    fireEvent.keyDown(tabs[0], { key: 'ArrowLeft' });
    expect(tabs[2]).toHaveFocus();
    fireEvent.keyDown(tabs[2], { key: 'Home' });
    expect(tabs[0]).toHaveFocus();
  });

  it('navigates to a tab’s page when clicked', () => {
    const tabs = setup('flows');
    fireEvent.click(tabs[2]);
    expect(screen.getByTestId('location')).toHaveTextContent('/administration');
  });
});
