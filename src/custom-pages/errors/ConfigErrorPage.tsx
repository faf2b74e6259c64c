import { i18nProvider } from '../../providers/i18nProvider';
import { CenteredMessage } from './CenteredMessage';

/** Start-up failure screen when `/config.json` cannot be loaded or is invalid; nothing else can run without it. */
export function ConfigErrorPage({ error }: { error: Error }) {
  const t = i18nProvider.translate;
  return (
    <CenteredMessage
      title={t('app.config.error_title')}
      detail={`${t('app.config.error_hint')}\n${error.message}`}
      action={{ label: t('app.config.retry'), onClick: () => window.location.reload() }}
    />
  );
}
