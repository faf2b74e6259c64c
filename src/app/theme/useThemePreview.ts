import { useNavigate } from 'react-router-dom';
import { HOME_PATH } from '../homePath';
import { useConsoleTheme } from './ConsoleThemeProvider';

/** Theme preview mode for views (e.g. the theme configurator): turning it on goes to the flows screen (SPEC §4). */
export function useThemePreview() {
  const { previewOn, startPreview, stopPreview } = useConsoleTheme();
  const navigate = useNavigate();
  return {
    previewOn,
    start: (content: string) => {
      startPreview(content);
      navigate(HOME_PATH);
    },
    stop: stopPreview,
  };
}
