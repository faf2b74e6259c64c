import NotificationsIcon from '@mui/icons-material/Notifications';
import {
  Badge,
  badgeClasses,
  Box,
  CircularProgress,
  IconButton,
  Popover,
  type PopoverActions,
} from '@mui/material';
import {
  Suspense,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
  type RefObject,
} from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import type { ConsoleDataProvider } from '../../providers/dataProvider';
import { useTaskAnnouncement } from '../a11y/useTaskAnnouncement';
import { visuallyHidden } from '../../utils/visuallyHidden';
import { isTaskChecked } from '../live/checkedTasks';
import { taskOverviewReader } from '../live/createLiveServices';
import { useLiveServices } from '../live/LiveServicesContext';
import { useOpenedOnce } from '../../utils/useOpenedOnce';
import { lazyView } from '../../utils/lazyView';

// The panel (task cards with progress bars and actions) is loaded when the bell is first pointed at or opened.
const loadPanel = async () => (await import('./NotificationPanel')).NotificationPanel;
const NotificationPanel = lazyView(loadPanel);
const preloadPanel = () => void loadPanel();
import { createTaskFeed, type TaskFeed } from '../live/taskFeed';

/** SPEC §9: notification popover max height 600. */
export const POPOVER_MAX_HEIGHT = 600;

/** The live feed of the console, or (outside one, e.g. alone in tests) a feed read on opening only. */
function useTaskFeed(): TaskFeed {
  const live = useLiveServices();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const [local] = useState(() => (live ? null : createTaskFeed(taskOverviewReader(dataProvider))));
  return live?.feed ?? local!;
}

/**
 * The notification bell (SPEC §1): the user's background tasks, kept up to date by the live connection; the badge
 * counts the unchecked ones (SPEC §4). Opening it reads the overview again and marks the listed tasks checked.
 */
export function NotificationBell() {
  const translate = useTranslate();
  const popoverId = useId();
  const feed = useTaskFeed();
  const state = useSyncExternalStore(feed.state.subscribe, feed.state.get);
  const checks = useSyncExternalStore(feed.checks.subscribe, feed.checks.get);
  const error = useSyncExternalStore(feed.error.subscribe, feed.error.get);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const popover = useRef<PopoverActions>(null);
  const opened = useOpenedOnce(anchor !== null);
  // What was unchecked when the popover opened stays highlighted while it is open.
  const [fresh, setFresh] = useState<ReadonlySet<number>>(new Set());
  const unchecked = state.tasks.filter((task) => !isTaskChecked(task, checks));
  const announcement = useTaskAnnouncement(state.tasks, state.loaded);

  const open = (target: HTMLElement) => {
    setAnchor(target);
    setFresh(new Set(unchecked.map((task) => task.id)));
    void feed.refresh().then(() => feed.markAllChecked());
  };
  const close = () => {
    setAnchor(null);
    feed.markAllChecked();
  };

  return (
    <>
      {/* Task changes are announced politely wherever the focus is; the bell never takes it. */}
      <Box role="status" aria-live="polite" sx={visuallyHidden}>
        {announcement}
      </Box>
      <IconButton
        color="inherit"
        aria-label={
          unchecked.length > 0
            ? translate('app.tasks.open_new', {
                count: unchecked.length > BADGE_MAX ? `${BADGE_MAX}+` : unchecked.length,
              })
            : translate('app.tasks.open')
        }
        aria-haspopup="dialog"
        aria-controls={anchor ? popoverId : undefined}
        onClick={(event) => open(event.currentTarget)}
        onPointerEnter={preloadPanel}
        onFocus={preloadPanel}
      >
        <Badge
          badgeContent={unchecked.length}
          color="error"
          max={BADGE_MAX}
          sx={HIDDEN_WHEN_INVISIBLE}
          data-testid="task-badge"
        >
          <NotificationsIcon />
        </Badge>
      </IconButton>
      {opened && (
        <Popover
          id={popoverId}
          open={anchor !== null}
          anchorEl={anchor}
          action={popover}
          onClose={close}
          anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
          transformOrigin={{ vertical: 'top', horizontal: 'right' }}
          // A dialog (the button says so with aria-haspopup): focus moves in, stays in, and returns to the bell.
          slotProps={{
            paper: {
              role: 'dialog',
              'aria-label': translate('app.tasks.title'),
              sx: { maxHeight: POPOVER_MAX_HEIGHT, overflowY: 'auto' },
            },
          }}
        >
          <Suspense
            fallback={<CircularProgress size={24} sx={{ m: 2 }} aria-label={translate('app.loading')} />}
          >
            <Placed popover={popover}>
              <NotificationPanel state={state} checks={checks} error={error} fresh={fresh} onClose={close} />
            </Placed>
          </Suspense>
        </Popover>
      )}
    </>
  );
}

/**
 * Places the popover again for its content once that content is in. MUI places a popover when it opens and when it
 * renders; the panel's code may arrive after the bell's last render (the tasks read and checked), and the popover
 * then stayed placed for the narrow spinner before it, the 400-wide cards reaching past the window's edge.
 */
function Placed({ popover, children }: { popover: RefObject<PopoverActions | null>; children: ReactNode }) {
  useLayoutEffect(() => popover.current?.updatePosition(), [popover]);
  return children;
}

/** The badge shows at most 99, then "99+" (MUI's default), and the bell's name says the same. */
const BADGE_MAX = 99;

/**
 * MUI only shrinks an empty badge to nothing and keeps its last count in it: hidden, that count is no visible text
 * the bell's name would have to contain.
 */
const HIDDEN_WHEN_INVISIBLE = { [`& .${badgeClasses.invisible}`]: { visibility: 'hidden' } } as const;
