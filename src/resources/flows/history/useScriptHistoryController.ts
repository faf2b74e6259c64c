import { useEffect, useState } from 'react';
import {
  useCanAccess,
  useDataProvider,
  useGetList,
  useGetOne,
  useNotify,
  useRefresh,
  type RaRecord,
} from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import type { ConsoleDataProvider } from '../../../providers/dataProvider';
import type { FlowVersion, FlowVersionDiff, RevertResult } from '../../../shared/wire/flowVersions';
import { useResourceConfig } from '../../framework/ResourceRegistryContext';
import type { ResourceConfig } from '../../types';
import { COMPONENT_VERSIONS, FLOW_VERSIONS } from './versionResources';

const PER_PAGE = 25;

/** Two selected versions as the older (`from`) and newer (`to`) side. */
export const comparedPair = (selected: number[]): { from: number; to: number } | undefined =>
  selected.length === 2 ? { from: Math.min(...selected), to: Math.max(...selected) } : undefined;

/** The versions a link asks to compare (`?compare=3-7`, e.g. from a finished revert task); none otherwise. */
export const comparedInAddress = (value: string | null): number[] => {
  const match = /^(\d+)-(\d+)$/.exec(value ?? '');
  return match ? [Number(match[1]), Number(match[2])] : [];
};

/** Toggles a version in a selection of at most two: a third choice replaces the older pick. */
export const toggleSelection = (selected: number[], version: number): number[] =>
  selected.includes(version) ? selected.filter((item) => item !== version) : [...selected, version].slice(-2);

/**
 * The history of a flow or component: its versions (paged, newest first), the two selected for comparison and their
 * semantic diff, and the revert to the older side of the comparison (a configured row action, `revert`), which
 * creates a new version. All reads and the revert go through the data provider.
 */
export function useScriptHistoryController(config: ResourceConfig, record: RaRecord) {
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const names = config.name === 'components' ? COMPONENT_VERSIONS.names : FLOW_VERSIONS.names;
  const idCallScript = String(record.id);
  const [page, setPage] = useState(1);
  // The address's comparison is the starting selection; a new one (a revert task's link) starts over from it.
  const [searchParams] = useSearchParams();
  const compare = searchParams.get('compare') ?? '';
  const [selection, setSelection] = useState({ compare, versions: comparedInAddress(compare) });
  const selected = selection.compare === compare ? selection.versions : comparedInAddress(compare);
  const setSelected = (update: (current: number[]) => number[]) =>
    setSelection({ compare, versions: update(selected) });
  const [reverting, setReverting] = useState(false);
  // Arriving from a finished revert task (possibly while already here): read the history afresh.
  useEffect(() => {
    if (compare !== '') refresh();
  }, [compare, refresh]);
  const { canAccess: canRevert } = useCanAccess({ resource: config.route, action: 'action:revert' });
  const versions = useGetList<FlowVersion>(names.versions, {
    pagination: { page, perPage: PER_PAGE },
    sort: { field: 'version', order: 'DESC' },
    meta: { params: { idCallScript } },
  });
  const pair = comparedPair(selected);
  const diff = useGetOne<FlowVersionDiff>(
    names.diffs,
    { id: String(pair?.to ?? 0), meta: { params: { idCallScript, from: String(pair?.from ?? 0) } } },
    { enabled: pair !== undefined, retry: false },
  );
  const latest = Number(record.version ?? 0);
  // Dates show like every other datetime field: in the console time zone.
  const createdField = useResourceConfig(names.versions)?.fields.find((field) => field.source === 'created');

  const revert = async (version: number) => {
    setReverting(true);
    try {
      const { data } = await dataProvider.runAction(config.name, {
        action: 'revert',
        id: record.id,
        rowId: version,
      });
      const result = data as RevertResult;
      if ('task' in result) {
        // A large version: the bell follows the task, whose result opens the new version.
        notify('history.revert_started', { type: 'info', messageArgs: { version } });
        return;
      }
      const created = result.version.version;
      notify('history.reverted', { type: 'success', messageArgs: { version: created } });
      setSelected(() => [version, created]);
      setPage(1);
      refresh();
    } catch {
      // The data provider has notified the server's reason.
    } finally {
      setReverting(false);
    }
  };

  return {
    versions: versions.data ?? [],
    total: versions.total ?? 0,
    loading: versions.isPending,
    error: versions.error,
    page,
    perPage: PER_PAGE,
    setPage,
    selected,
    toggle: (version: number) => setSelected((current) => toggleSelection(current, version)),
    compareWithLatest: (version: number) => setSelected(() => [version, latest]),
    latest,
    createdField,
    pair,
    diff: pair ? diff.data : undefined,
    diffLoading: pair !== undefined && diff.isPending,
    canRevert: canRevert === true,
    reverting,
    revert,
  };
}

export type ScriptHistoryController = ReturnType<typeof useScriptHistoryController>;
