import { useEffect, useState } from 'react';
import { useGetOne, useRefresh } from 'react-admin';
import { CONTACT_IMPORT_BODY } from '../../../shared/campaignBodies';
import { TaskStatus } from '../../../shared/enumerations';
import { bodySchemaErrors } from '../../../shared/validation/bodySchema';
import type { ContactImport } from '../../../shared/wire/campaigns';
import { useRunAction } from '../../framework/actions/useRunAction';
import { useResourceConfig } from '../../framework/ResourceRegistryContext';
import { useAllowed } from '../../framework/useAllowed';

export const running = (status: number | undefined) =>
  status === undefined || status === TaskStatus.NEW || status === TaskStatus.RUNNING;

/**
 * The contacts' `import` action (a background task, its progress in the bell) and its report, read again while the
 * task runs; the contacts list refreshes once it has ended.
 */
export function useContactImport(idCampaign: number | string | undefined) {
  const contacts = useResourceConfig('campaignContacts');
  const run = useRunAction(contacts ?? ({} as never));
  const allowed = useAllowed(contacts?.route ?? '', ['action:import']);
  const action = contacts?.actions.find((item) => item.name === 'import');
  const [idImport, setIdImport] = useState<number>();
  const report = useGetOne<ContactImport>(
    'campaignContactImports',
    { id: idImport ?? 0 },
    {
      enabled: idImport !== undefined,
      refetchInterval: (query) => (running(query.state.data?.status) ? 1000 : false),
    },
  );
  const refresh = useRefresh();
  const finished = report.data !== undefined && !running(report.data.status);
  useEffect(() => {
    if (finished) refresh();
  }, [finished, refresh]);

  /** Sends the CSV text; answers the problem of a file the platform would refuse (then nothing is sent). */
  const start = async (fileName: string, content: string): Promise<string | undefined> => {
    if (!action || idCampaign === undefined) return undefined;
    const [refused] = Object.values(bodySchemaErrors(CONTACT_IMPORT_BODY, { fileName, content }));
    if (refused) return refused;
    const { result } = await run(action, {
      id: idCampaign,
      record: { id: idCampaign },
      title: fileName,
      data: { fileName, content },
    });
    if (typeof result === 'number') setIdImport(result);
    return undefined;
  };

  return { allowed: Boolean(action && allowed?.['action:import']), start, report: report.data };
}
