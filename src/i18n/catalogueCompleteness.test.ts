// @vitest-environment node
import englishMessages from 'ra-language-english';
import { sortedAreas } from '../resources/areas';
import { cs } from './cs';
import { en } from './en';
import { TRANSLATED_LOCALES } from './locales';
import { raCzechMessages } from './raCzechMessages';
import { catalogueProblems } from './catalogueProblems';

/**
 * Every text exists in every language (issue 36): the shell's catalogues (`en.ts`, `cs.ts`), react-admin's own
 * (ra-language-english against the completed ra-language-czech), each area's `messages` against its
 * `translations`, each page's `messages` against its page `translations`. A failure names the catalogue and the
 * keys, so whoever adds an English text knows where its translation goes.
 */
/** The area's folder (named after the area, under src/resources or src/custom-pages). */
const folderOf = (name: string) => `src/{resources,custom-pages}/${name}`;

const catalogues: [string, () => Promise<[object, Record<string, object | undefined>]>][] = [
  ['the shell (src/i18n/en.ts against src/i18n/cs.ts)', async () => [en, { cs }]],
  [
    'react-admin (ra-language-english against src/i18n/raCzechMessages.ts)',
    async () => [englishMessages, { cs: raCzechMessages }],
  ],
  ...sortedAreas.map((area): (typeof catalogues)[number] => [
    `area "${area.name}" (${folderOf(area.name)}/manifest.ts: messages against translations)`,
    async () => [
      area.messages ?? {},
      Object.fromEntries(
        await Promise.all(
          TRANSLATED_LOCALES.map(async (locale) => [locale, await area.translations?.[locale]?.()]),
        ),
      ),
    ],
  ]),
  ...sortedAreas.flatMap((area) =>
    (area.pages ?? [])
      .filter((page) => page.messages)
      .map((page): (typeof catalogues)[number] => [
        `page "${page.name}" (${folderOf(area.name)}: its definePage's messages against translations)`,
        async () => [
          (await page.messages?.()) ?? {},
          Object.fromEntries(
            await Promise.all(
              TRANSLATED_LOCALES.map(async (locale) => [locale, await page.translations?.[locale]?.()]),
            ),
          ),
        ],
      ]),
  ),
];

describe('the catalogues of every language', () => {
  it.each(catalogues)('are complete and consistent for %s', async (where, load) => {
    const [english, translated] = await load();
    const problems = TRANSLATED_LOCALES.flatMap((locale) =>
      catalogueProblems(english, translated[locale], locale).map((problem) => `${locale}: ${problem}`),
    );
    expect(problems, `Texts of ${where} differ between the languages:\n${problems.join('\n')}\n`).toEqual([]);
  });
});
