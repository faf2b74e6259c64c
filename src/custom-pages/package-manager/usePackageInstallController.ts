import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider } from 'react-admin';
import { errorMessage } from '../../providers/apiError';
import type { ConsoleDataProvider } from '../../providers/dataProvider';
import { packageFileProblem } from '../../shared/packageRules';
import type { PackagePreview, PackageUpload } from '../../shared/wire/packages';
import { useFollowedTask } from '../tts-generator/useFollowedTask';

/**
 * Installing a package: the chosen file checked here (name, type, size) before it is read, then checked by the
 * platform and previewed; installing starts a task this page follows. A refusal names the file's problem.
 */
export function usePackageInstallController() {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const [upload, setUpload] = useState<PackageUpload | null>(null);
  const [preview, setPreview] = useState<PackagePreview | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [confirmReplace, setConfirmReplace] = useState(false);
  const [idTask, setIdTask] = useState<number | null>(null);
  const task = useFollowedTask(idTask, () => undefined);

  const choose = useMutation({
    mutationFn: async (file: File) => {
      setUpload(null);
      setPreview(null);
      setProblem(null);
      setIdTask(null);
      setConfirmReplace(false);
      const local = packageFileProblem(file);
      if (local) throw new Error(local);
      const chosen = { fileName: file.name, content: await file.text() };
      const { data } = await dataProvider.previewPackage(chosen);
      setUpload(chosen);
      setPreview(data);
    },
    onError: (error) => setProblem(errorMessage(error)),
  });
  const install = useMutation({
    mutationFn: async () => {
      const { data } = await dataProvider.installPackage({ ...upload!, confirmReplace });
      setIdTask(data.id);
    },
    onError: (error) => setProblem(errorMessage(error)),
  });
  const replaced = preview?.changes.filter((change) => change.action === 'replace').length ?? 0;
  return {
    choose: (file: File) => choose.mutate(file),
    checking: choose.isPending,
    problem,
    preview,
    replaced,
    confirmReplace,
    setConfirmReplace,
    canInstall:
      !!upload && !!preview && (replaced === 0 || confirmReplace) && !install.isPending && idTask === null,
    install: () => install.mutate(),
    task,
  };
}
