import { definePage, pageTabPath, type PageInput } from './definePage';
import { pageRegistry, validatePages } from './pageRegistry';
import { pageProblem, pageSchema, type PageData } from './pageSchema';

const component = async () => () => null;
const base = (): PageInput => ({
  name: 'ttsGenerator',
  path: '/administration/tts-generator',
  section: 'administration',
  icon: 'voice',
  label: 'app.tts.title',
  permissions: [{ area: 'Tts', action: 'generate' }],
  component,
});
const problem = (patch: Record<string, unknown>) => {
  const { component: _component, ...data } = { ...base(), ...patch } as PageInput;
  return pageProblem(data) ?? 'valid';
};
const dataOf = ({
  component: _component,
  messages: _messages,
  ...data
}: PageInput | (typeof pageRegistry)[number]) => data;

describe('definePage', () => {
  it('completes a page: a menu entry, its label as title, tabs with their own permissions', () => {
    const page = definePage({
      ...base(),
      tabs: [
        { path: 'generate', label: 'app.tts.tabs.generate' },
        { path: 'history', label: 'app.tts.tabs.history', permissions: [{ area: 'Tts', action: 'view' }] },
      ],
    });
    expect(page).toMatchObject({
      name: 'ttsGenerator',
      path: '/administration/tts-generator',
      section: 'administration',
      menu: true,
      ownTitle: false,
      permissions: [{ area: 'Tts', action: 'generate' }],
      tabs: [
        { path: 'generate', label: 'app.tts.tabs.generate', permissions: [] },
        { path: 'history', label: 'app.tts.tabs.history', permissions: [{ area: 'Tts', action: 'view' }] },
      ],
    });
    expect(Object.isFrozen(page)).toBe(true);
    // The component is a loader: downloaded on first render only (`pageView`).
    expect(page.component).toBe(component);
    expect(pageTabPath(page, page.tabs![1]!)).toBe('/administration/tts-generator/history');
  });

  it('refuses broken pages naming the exact place', () => {
    expect(problem({ path: 'administration/tts' })).toBe(
      'Page "ttsGenerator": path: expected an absolute path of lower-case segments, e.g. "/administration/tts-generator"',
    );
    expect(problem({ section: undefined })).toBe('Page "ttsGenerator": menu: a menu entry needs a section');
    expect(problem({ permissions: undefined })).toBe('Page "ttsGenerator": permissions: is required');
    expect(problem({ icon: 'unicorn' })).toMatch(
      /^Page "ttsGenerator": icon: expected one of .*, got "unicorn"$/,
    );
    expect(problem({ title: 'x' })).toBe('Page "ttsGenerator": title: unknown property');
    expect(
      problem({
        tabs: [
          { path: 'a', label: 'A' },
          { path: 'a', label: 'B' },
        ],
      }),
    ).toBe('Page "ttsGenerator": tabs[1].path: "a" is used twice');
    expect(problem({ tabs: [] })).toBe('Page "ttsGenerator": tabs: expected at least 1 item');
  });
});

describe('the page registry', () => {
  it('holds only valid pages, completed exactly as the page schema completes them', () => {
    for (const page of pageRegistry) {
      expect(pageProblem(dataOf(page) as PageData)).toBeUndefined();
      expect(dataOf(page)).toEqual(pageSchema.parse(dataOf(page)));
    }
    const input = { ...base(), tabs: [{ path: 'history', label: 'app.tts.tabs.history' }] };
    expect(dataOf(definePage(input))).toEqual(pageSchema.parse(dataOf(input)));
  });

  it('holds the Administration guide, /not-authorized and /profile (open to everyone), the billing start, out of the menus, and the area pages', () => {
    expect(
      pageRegistry.map(({ name, path, permissions, menu }) => ({ name, path, permissions, menu })),
    ).toEqual([
      { name: 'administrationGuide', path: '/administration', permissions: [], menu: false },
      {
        name: 'billingStart',
        path: '/administration/billing',
        permissions: [{ area: 'Statistics', action: 'viewbilling' }],
        menu: false,
      },
      { name: 'notAuthorized', path: '/not-authorized', permissions: [], menu: false },
      {
        name: 'themeConfigurator',
        path: '/administration/theme-configurator',
        permissions: [{ area: 'Settings', action: 'modify-theme' }],
        menu: true,
      },
      {
        name: 'nlpTesterGuide',
        path: '/administration/nlp-tester',
        permissions: [{ area: 'NlpApi', action: 'viewdataset' }],
        menu: true,
      },
      { name: 'profile', path: '/profile', permissions: [], menu: false },
      {
        name: 'botDeployOverview',
        path: '/administration/bot-deploy/overview',
        permissions: [{ area: 'BotDeploy', action: 'moduleview' }],
        menu: true,
      },
      { name: 'botDeployRoot', path: '/administration/bot-deploy', permissions: [], menu: false },
      {
        name: 'ttsGenerator',
        path: '/administration/tts-generator',
        permissions: [{ area: 'TtsGenerator', action: 'generate' }],
        menu: true,
      },
      {
        name: 'operations',
        path: '/administration/operations',
        permissions: [{ area: 'OngoingConversations', action: 'view' }],
        menu: true,
      },
      {
        name: 'packageInstall',
        path: '/administration/package-manager/install',
        permissions: [{ area: 'PackageManager', action: 'install' }],
        menu: true,
      },
      {
        name: 'packageCreate',
        path: '/administration/package-manager/create',
        permissions: [{ area: 'PackageManager', action: 'create' }],
        menu: true,
      },
      { name: 'packageManagerRoot', path: '/administration/package-manager', permissions: [], menu: false },
    ]);
    // The not-authorized page names the error code in its own title.
    expect(pageRegistry.find((page) => page.name === 'notAuthorized')?.ownTitle).toBe(true);
  });

  it('refuses two pages with one name or one path', () => {
    const page = definePage(base());
    expect(() => validatePages([page, { ...page, path: '/administration/other' }])).toThrow(
      'Pages: "ttsGenerator" is declared twice',
    );
    expect(() => validatePages([page, { ...page, name: 'other' }])).toThrow(
      'Pages: "/administration/tts-generator" is already used',
    );
  });
});
