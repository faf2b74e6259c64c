import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import { errorMessage, isSilentError } from '../../providers/apiError';
import type { ConsoleDataProvider } from '../../providers/dataProvider';
import { itemNameProblem } from '../../shared/packageRules';
import { saveFile } from '../../utils/downloadFile';

export type Selection = { flows: number[]; components: number[]; grammars: number[]; languages: string[] };
const NONE: Selection = { flows: [], components: [], grammars: [], languages: [] };

/** Creating a package: the tenant's catalogue, the selection with its resolved dependencies, create and download. */
export function usePackageCreateController() {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const notify = useNotify();
  const [name, setName] = useState('');
  const [selection, setSelection] = useState<Selection>(NONE);
  const catalogue = useQuery({
    queryKey: ['packageCatalogue'],
    queryFn: () => dataProvider.getPackageCatalogue(),
  });
  const count = Object.values(selection).reduce((sum, list) => sum + list.length, 0);
  const contents = useQuery({
    queryKey: ['packageContents', selection],
    enabled: count > 0,
    queryFn: () => dataProvider.resolvePackage(selection),
  });
  const create = useMutation({
    mutationFn: async () => {
      const { data } = await dataProvider.createPackage({ name: name.trim(), ...selection });
      const { data: file } = await dataProvider.downloadPackage(data.downloadUrl);
      saveFile(file.blob, file.fileName);
      return data;
    },
    onSuccess: (data) =>
      notify('app.packageManager.create.created', { type: 'success', messageArgs: { file: data.fileName } }),
    onError: (error) => {
      if (!isSilentError(error)) notify(errorMessage(error), { type: 'error' });
    },
  });
  const nameProblem = name === '' ? null : itemNameProblem(name);
  return {
    catalogue: catalogue.data?.data,
    name,
    setName,
    nameProblem,
    selection,
    select: <K extends keyof Selection>(key: K, values: Selection[K]) =>
      setSelection({ ...selection, [key]: values }),
    entries: count > 0 ? (contents.data?.data.entries ?? []) : [],
    canCreate: count > 0 && name.trim() !== '' && !nameProblem && !create.isPending,
    create: () => create.mutate(),
  };
}
