import {
  CAMPAIGN_TRANSITIONS,
  sourcesOf,
  TRANSITION_TARGETS,
  WorkStatus,
  type WorkStatusKey,
} from '../../shared/campaignRules';
import type { IconName } from '../framework/iconNames';
import type { ActionInput } from '../schema/actionSchema';

/** The action name of a change to `target`: `changeToPlanned`, `changeToInProgress`, … */
export const statusActionName = (target: WorkStatusKey) =>
  `changeTo${target
    .toLowerCase()
    .split('_')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('')}`;

const ICONS: Partial<Record<WorkStatusKey, IconName>> = {
  CREATED: 'edit',
  WAITING_FOR_APPROVAL: 'approval',
  PLANNED: 'schedule',
  IN_PROGRESS: 'running',
  STOPPED: 'stop',
  FINISHED: 'done',
};

/**
 * One record action per target status of the shared workflow (`campaignRules.ts`): shown only on campaigns whose
 * status may go there, only to users holding that transition's permission, always behind a confirmation naming the
 * campaign and the target; planning and starting stay disabled while the validation finds something blocking.
 */
export const campaignStatusActions = (): ActionInput[] =>
  TRANSITION_TARGETS.map((target) => {
    const transitions = CAMPAIGN_TRANSITIONS.filter((item) => item.to === target);
    const actions = [...new Set(transitions.map((item) => item.action))];
    const validated = transitions.some((item) => item.validated);
    return {
      name: statusActionName(target),
      scope: 'record',
      icon: ICONS[target],
      call: { method: 'POST', path: '/callbot/campaigns/{id}/status', body: { status: WorkStatus[target] } },
      confirm: true,
      visibleWhen: { field: 'status', in: sourcesOf(target) },
      ...(validated ? { enabledWhen: { field: 'plannable', equals: true } } : {}),
      permissions: actions.map((action) => ({ area: 'Campaign', action })),
    };
  });
