import { useEffect, useState } from 'react';
import { useDataProvider, useGetIdentity } from 'react-admin';
import { useLiveServices } from '../../../app/live/LiveServicesContext';
import type { ConsoleDataProvider } from '../../../providers/dataProvider';
import {
  PRESENCE_PATH,
  PRESENCE_RENEW_SECONDS,
  type EditingPresence,
  type PresenceEditor,
} from '../../../shared/wire/presence';

/** The editors of an answer or a hub message; anything else (a platform without presence) names nobody. */
const editorsIn = (value: unknown): PresenceEditor[] => {
  const editors = (value as Partial<EditingPresence> | undefined)?.editors;
  return Array.isArray(editors) ? editors : [];
};

/**
 * Says that this user has the record open for edit while the form is mounted (renewed every
 * {@link PRESENCE_RENEW_SECONDS}, withdrawn on close), and answers the other users editing it, live over the hub.
 * `path` is the record's list path (`/administration/lines`); undefined turns it off.
 */
export function useEditingPresence(path: string | undefined, id: string): PresenceEditor[] {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const connection = useLiveServices()?.connection;
  const { identity } = useGetIdentity();
  const [editors, setEditors] = useState<PresenceEditor[]>([]);

  useEffect(() => {
    if (!path) return;
    const say = (editing: boolean) =>
      dataProvider
        .callPath({
          base: 'core',
          method: 'POST',
          path: PRESENCE_PATH,
          body: { path, id, editing },
          silent: true,
        })
        .then(({ data }) => editing && setEditors(editorsIn(data)))
        // Presence is a courtesy: a platform without it changes nothing in the form.
        .catch(() => undefined);
    void say(true);
    const renew = window.setInterval(() => void say(true), PRESENCE_RENEW_SECONDS * 1000);
    const off = connection?.on('EditingChanged', (payload) => {
      const change = payload as Partial<EditingPresence> | undefined;
      if (change?.path === path && change.id === id) setEditors(editorsIn(change));
    });
    return () => {
      window.clearInterval(renew);
      off?.();
      void say(false);
    };
  }, [connection, dataProvider, id, path]);

  return editors.filter((editor) => String(editor.idUser) !== String(identity?.id));
}
