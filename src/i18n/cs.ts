import { a11yMessagesCs } from '../app/a11y/a11yMessagesCs';
import { searchMessagesCs, shortcutMessagesCs } from '../app/keyboard/keyboardMessagesCs';
import { areaSummaries } from '../resources/areaSummaries.generated';
import { mergeMessages, type Messages } from './mergeMessages';
import { resourceMessagesCs } from './resourceMessagesCs';

/** The shell's own texts in Czech (`en.ts`); SPEC §8's and §9's texts are translations of the exact English ones. */
const consoleMessagesCs = {
  app: {
    name: 'Switchboard',
    page_title: '%{title} - %{product}',
    loading: 'Načítání…',
    shell: {
      sections: 'Sekce',
      section: {
        flows: 'Toky',
        campaigns: 'Kampaně',
        administration: 'Administrace',
      },
      time_zone: 'Časové pásmo konzole: %{zone}',
      copyright: '© %{year} %{title} · Verze %{release}',
    },
    profile: {
      open: 'Profil uživatele %{name} (%{initials})',
      open_in_context: 'Profil uživatele %{name}, pracuje v tenantovi %{tenant} (%{initials})',
      switch_tenant: 'Přepnout tenanta',
      restore_tenant: 'Zpět na %{tenant}',
      restore_own_tenant: 'Zpět na vlastního tenanta',
      sign_out: 'Odhlásit se',
      signing_out: 'Odhlašování…',
      language: 'Jazyk',
    },
    search: searchMessagesCs,
    shortcuts: shortcutMessagesCs,
    tenant_switch: {
      title: 'Přepnout tenanta',
      tenant: 'Tenant',
      submit: 'Přepnout',
      no_match: 'Žádný tenant neodpovídá',
    },
    tasks: {
      open: 'Oznámení',
      title: 'Úlohy na pozadí',
      empty: 'Nejsou žádné úlohy na pozadí.',
      load_failed: 'Úlohy se nepodařilo načíst: %{message}',
      open_new: 'Oznámení, nová: %{count}',
      progress: 'Průběh úlohy %{name}',
      download: 'Stáhnout',
      open_conversation: 'Otevřít konverzaci',
      open_version: 'Otevřít novou verzi',
      download_failed: 'Stažení selhalo: %{message}',
      view_all: 'Všechny úlohy',
      export_list: 'Export CSV: %{name}',
      export_started: 'Export běží jako úloha na pozadí: sledujte jej u zvonku.',
    },
    configuration: {
      changed: 'Konfigurace se změnila — pro zobrazení změn stránku znovu načtěte.',
      reload: 'Znovu načíst',
    },
    password: {
      expiring:
        'Vaše heslo vyprší za %{smart_count} den. |||| Vaše heslo vyprší za %{smart_count} dny. |||| Vaše heslo vyprší za %{smart_count} dní.',
      expired: 'Vaše heslo vypršelo.',
      change: 'Změnit heslo',
    },
    theme: {
      invalid: 'Nastavený motiv je neplatný, proto se zobrazuje výchozí motiv.',
      preview_on: 'Náhled motivu je zapnutý: konzole zobrazuje právě upravovaný motiv.',
      stop_preview: 'Ukončit náhled',
      problems: {
        invalid_json: 'Motiv není platný JSON.',
        not_object: '„%{path}“ musí být objekt.',
        unknown_key: '„%{path}“ není nastavení motivu.',
        text: '„%{path}“ musí být text o 1 až 100 znacích na jednom řádku.',
        color: '„%{path}“ musí být barva ve tvaru #rgb, #rrggbb, rgb(), rgba(), hsl() nebo hsla().',
        source: '„%{path}“ musí být adresa https nebo cesta na tomto webu.',
        size: '„%{path}“ musí být číslo větší než 0 a nejvýše 512.',
        missing: '„%{path}“ chybí.',
      },
    },
    a11y: a11yMessagesCs,
    validation: {
      required: 'Pole je povinné',
    },
    auth: {
      signing_in: 'Přihlašování…',
      sign_in_failed: 'Přihlášení selhalo',
      sign_in_again: 'Přihlásit se znovu',
      retry: 'Zkusit znovu',
      silent_renew_error: 'Vaši relaci se nepodařilo obnovit: %{message}',
      session_ended_title: 'Vaše relace skončila',
      session_ended_message:
        'Tato stránka má neuložené změny. Chcete-li je zachovat, přihlaste se znovu v novém okně, nebo se odhlaste a změny ztraťte.',
      sign_out: 'Odhlásit se',
    },
    config: {
      error_title: 'Konzoli se nepodařilo spustit',
      error_hint: 'Konfiguraci běhového prostředí se nepodařilo načíst:',
      retry: 'Znovu načíst',
    },
    not_found: {
      title: 'Stránka nenalezena',
      message: 'Stránka, kterou hledáte, neexistuje',
    },
    breadcrumbs: 'Drobečková navigace',
    not_authorized: {
      title: '%{code} - Nemáte oprávnění',
      message: 'Nemáte oprávnění zobrazit tuto stránku.',
      back: 'Klikněte sem pro návrat na domovskou stránku.',
      sign_out: 'Odhlásit se a použít jiný účet',
    },
    presence: { editing: 'Právě upravuje: %{names}' },
    conflict: {
      title: 'Tento záznam mezitím změnil někdo jiný',
      explain:
        'Jiný uživatel tento záznam uložil poté, co jste jej otevřeli. U každého pole zvolte, kterou hodnotu ponechat, a uložte znovu.',
      table: 'Změny jiného uživatele',
      field: 'Pole',
      mine: 'Vaše hodnota',
      theirs: 'Jeho hodnota',
      use_mine: 'Ponechat vaši hodnotu pole %{field}',
      use_theirs: 'Převzít jeho hodnotu pole %{field}',
      keep_mine: 'Ponechat všechny své',
      take_theirs: 'Převzít všechny jeho',
    },
    detail: {
      tabs: 'Sekce',
      group_tabs: 'Sekce skupiny %{group}',
    },
    notifications: {
      created: 'Vytvořeno: %{name} „%{record}“',
      created_count:
        'Vytvořeno: %{name} |||| Vytvořeny %{smart_count} %{name} |||| Vytvořeno %{smart_count} %{name}',
      updated: 'Uloženo: %{name} „%{record}“',
      updated_count:
        'Uloženo: %{name} |||| Uloženy %{smart_count} %{name} |||| Uloženo %{smart_count} %{name}',
      deleted: 'Smazáno: %{name} „%{record}“',
      deleted_count:
        'Smazáno: %{name} |||| Smazány %{smart_count} %{name} |||| Smazáno %{smart_count} %{name}',
    },
    // Translations of SPEC §8's texts (exact in English).
    errors: {
      authorization: 'Chyba autorizace',
      invalid_response_type: 'neplatný response_type ve stavu',
      iframe_timeout: 'Vypršel časový limit IFrame bez odpovědi',
      popup_closed: 'Vyskakovací okno zavřel uživatel',
      invalid_window_response: 'Neplatná odpověď z okna',
      hub_server_timeout: 'Vypršel časový limit serveru',
      hub_handshake: 'Chyba navázání spojení',
      hub_invalid_url: 'Neplatná adresa URL',
      form_invalid: 'Formulář není platný',
    },
  },
  ...resourceMessagesCs,
};

/**
 * Czech texts of the console: the shell's, the resources' shared ones and those each area's summary brings in Czech
 * (menu labels, resource names); merged over react-admin's Czech texts by the i18n provider. The rest of an area's
 * Czech texts join when the area loads in Czech or the user switches to Czech (`i18nProvider.addTranslations`).
 */
export const cs = mergeMessages<typeof consoleMessagesCs & { resources: Record<string, Messages> }>(
  consoleMessagesCs,
  ...areaSummaries.map((area) => area.translations?.cs ?? {}),
);
