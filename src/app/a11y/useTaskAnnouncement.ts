import { useEffect, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { ENUMERATIONS, keyOf } from '../../shared/enumerations';
import type { BackgroundTask } from '../../shared/wire/home';

/**
 * What a polite live region says about the bell's tasks: the last task that appeared or changed status since the
 * first overview ("Export CSV: Lines: Done"). Screen-reader users learn of background work without the focus moving.
 */
export function useTaskAnnouncement(tasks: readonly BackgroundTask[], loaded: boolean): string {
  const translate = useTranslate();
  const known = useRef<Map<number, number> | null>(null);
  const [message, setMessage] = useState('');
  useEffect(() => {
    if (!loaded) return;
    const previous = known.current;
    known.current = new Map(tasks.map((task) => [task.id, task.status]));
    // The first overview is what the page shows; only later changes are news.
    if (!previous) return;
    const changed = tasks.filter((task) => previous.get(task.id) !== task.status);
    const last = changed[changed.length - 1];
    if (!last) return;
    const statusKey = keyOf(ENUMERATIONS.taskStatus, last.status) ?? String(last.status);
    setMessage(
      translate('app.a11y.task_update', {
        name: last.name,
        status: translate(`enums.taskStatus.${statusKey}`, { _: statusKey }),
      }),
    );
  }, [tasks, loaded, translate]);
  return message;
}
