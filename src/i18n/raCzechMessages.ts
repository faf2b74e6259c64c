import czechMessages from 'ra-language-czech';
import type { TranslationMessages } from 'react-admin';
import { mergeMessages } from './mergeMessages';

/**
 * react-admin's own texts in Czech: ra-language-czech (written for react-admin 5.7) completed with the keys react-admin
 * 5.15 added and corrected where its texts no longer take react-admin 5's placeholders (`recordRepresentation`,
 * `item`, `field_lower_first`) or were left untranslated; the completeness test compares them with ra-language-english.
 */
export const raCzechMessages: TranslationMessages = mergeMessages(czechMessages, {
  ra: {
    action: {
      reset: 'Obnovit výchozí',
      search_columns: 'Hledat sloupce',
      create_item: 'Vytvořit %{item}',
      list: 'Seznam',
    },
    message: {
      about: 'O aplikaci',
      bulk_update_content:
        'Opravdu chcete změnit %{name} %{recordRepresentation}? |||| Opravdu chcete změnit tyto %{smart_count} položky? |||| Opravdu chcete změnit těchto %{smart_count} položek?',
      bulk_update_title:
        'Změnit %{name} %{recordRepresentation} |||| Změnit %{smart_count} položky %{name} |||| Změnit %{smart_count} položek %{name}',
      bulk_delete_title:
        'Smazat %{name} |||| Smazat %{smart_count} položky %{name} |||| Smazat %{smart_count} položek %{name}',
      delete_content: 'Opravdu chcete smazat tuto položku %{name}?',
      delete_title: 'Smazat %{name} %{recordRepresentation}',
      not_found: 'Zadali jste špatnou adresu, nebo jste následovali chybný odkaz.',
    },
    navigation: {
      no_results: 'Žádné záznamy %{name} nenalezeny',
      no_filtered_results: 'S aktuálními filtry nebyly nalezeny žádné záznamy %{name}.',
    },
    notification: {
      offline: 'Bez připojení. Data nelze načíst.',
      logged_out: 'Vaše relace skončila, přihlaste se prosím znovu.',
    },
    page: {
      edit: '%{name} %{recordRepresentation}',
      show: '%{name} %{recordRepresentation}',
      empty: 'Zatím žádné záznamy %{name}.',
    },
    sort: { sort_by: 'Seřadit podle %{field_lower_first} %{order}' },
    validation: { maxValue: 'Může být nejvýše %{max}', email: 'Musí být platná e-mailová adresa' },
    guesser: { empty: { title: 'Žádná data k zobrazení', message: 'Zkontrolujte prosím svůj dataProvider' } },
  },
});
