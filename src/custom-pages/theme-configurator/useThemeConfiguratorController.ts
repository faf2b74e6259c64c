import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import { useConsoleTheme } from '../../app/theme/ConsoleThemeProvider';
import { defaultThemeColour } from '../../app/theme/themedPalette';
import { readPreviewTheme } from '../../app/theme/themePreview';
import { useThemePreview } from '../../app/theme/useThemePreview';
import type { ThemeProblem } from '../../shared/themeSchema';
import { errorMessage, isSilentError } from '../../providers/apiError';
import type { ConsoleDataProvider } from '../../providers/dataProvider';
import { DEFAULT_THEME } from '../../shared/defaultTheme';
import { textContrastOn } from '../../shared/contrast';
import { imageOf, imageProblem } from './imageUpload';
import {
  contentOf,
  draftFromJson,
  draftFromTheme,
  draftProblems,
  initialDraft,
  type ThemeDraft,
} from './themeDraft';

const TEXTS = 'app.themeConfigurator';
export type ImageTarget = 'faviconSource' | 'logoSource';
export type Confirming = 'save' | 'reset' | null;

/**
 * Everything the theme configurator does, apart from drawing it: the draft (form and expert JSON kept in step), its
 * problems by the console's own theme schema, the contrast of text on the primary colour, image uploads, preview
 * mode (SPEC §4; the layout's banner turns it off), and saving or resetting after confirmation (SPEC §7).
 */
export function useThemeConfiguratorController() {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const notify = useNotify();
  const { configuration, reload } = useConsoleTheme();
  const preview = useThemePreview();
  const [draft, setDraft] = useState<ThemeDraft>(() =>
    initialDraft(readPreviewTheme(), configuration?.theme.content),
  );
  // The expert's JSON as typed; null while it simply shows the form's draft.
  const [json, setJson] = useState<string | null>(null);
  const [jsonProblems, setJsonProblems] = useState<ThemeProblem[]>([]);
  const [confirming, setConfirming] = useState<Confirming>(null);

  const update = (next: ThemeDraft) => {
    setDraft(next);
    setJson(null);
    setJsonProblems([]);
  };
  const problems = draftProblems(draft);
  const failed = (error: unknown) => {
    if (!isSilentError(error)) notify(errorMessage(error), { type: 'error' });
  };

  const save = useMutation({
    mutationFn: (content: string) => dataProvider.saveTheme(content),
    onSuccess: (_result, content) => {
      setConfirming(null);
      reload();
      if (content === '') update(draftFromTheme(DEFAULT_THEME));
      notify(`${TEXTS}.${content === '' ? 'reset_done' : 'saved'}`, { type: 'success' });
    },
    onError: failed,
  });
  const upload = useMutation({
    mutationFn: async ({ file }: { file: File; target: ImageTarget }) =>
      (await dataProvider.uploadThemeImage(await imageOf(file))).data.source,
    onSuccess: (source, { target }) => update({ ...draft, [target]: source }),
    onError: failed,
  });

  return {
    draft,
    update,
    problems,
    contrast: textContrastOn(draft.colors.primary || defaultThemeColour('primary')),
    json: json ?? contentOf(draft),
    jsonProblems,
    editJson: (text: string) => {
      setJson(text);
      const parsed = draftFromJson(text);
      setJsonProblems(parsed.problems);
      if (parsed.draft) setDraft(parsed.draft);
    },
    uploading: upload.isPending,
    uploadImage: (target: ImageTarget, file: File) => {
      const problem = imageProblem(file);
      if (problem) notify(`${TEXTS}.${problem}`, { type: 'error' });
      else upload.mutate({ file, target });
    },
    valid: problems.length === 0 && jsonProblems.length === 0,
    startPreview: () => preview.start(contentOf(draft)),
    confirming,
    ask: setConfirming,
    busy: save.isPending,
    confirm: () => save.mutate(confirming === 'reset' ? '' : contentOf(draft)),
  };
}

export type ThemeConfiguratorController = ReturnType<typeof useThemeConfiguratorController>;
