import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useNotify } from 'react-admin';
import type { ConsoleDataProvider } from '../../providers/dataProvider';
import type { BackgroundTask } from '../../shared/wire/home';
import { saveFile } from '../../utils/downloadFile';

/** Downloads a finished task's result through the data provider and saves it; failures are notified. */
export function useDownloadTaskResult() {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const notify = useNotify();
  const { mutate, isPending } = useMutation({
    mutationFn: async (task: Pick<BackgroundTask, 'resultUrl'>) => {
      const { data } = await dataProvider.downloadTaskResult(task);
      saveFile(data.blob, data.fileName);
    },
    onError: (failure) =>
      notify('app.tasks.download_failed', {
        type: 'error',
        messageArgs: { message: failure instanceof Error ? failure.message : String(failure) },
      }),
  });
  return { download: mutate, isPending };
}
