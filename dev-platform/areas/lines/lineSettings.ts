import type { FastifyInstance } from 'fastify';
import type {
  LineMonitoring,
  LineQueue,
  OngoingCallsConfiguration,
  PostcallAnalytics,
  TransferMode,
} from '../../../src/resources/lines/lineWire';
import { targetOf, type ServiceLevelTarget } from '../../../src/shared/operations/serviceLevel';
import type { ApiContext } from '../../api/apiContext';
import { booleanOr, jsonObject, numberOr, oneOf, textOr } from '../../api/recordFields';
import { registerLineSettingTab } from './lineSettingTab';

const serviceLevelFields = ({ percent, seconds }: ServiceLevelTarget) => ({
  serviceLevelPercent: percent,
  serviceLevelSeconds: seconds,
});

const TRANSFER_MODES: readonly TransferMode[] = ['Attend', 'Blind'];
const LINE_VIEW = { area: 'Line', action: 'view' };
const LINE_EDIT = { area: 'Line', action: 'edit' };
const QUEUE_VIEW = { area: 'Line', action: 'viewQueue' };
const ONGOING_VIEW = { area: 'OngoingConversations', action: 'view' };
const MAX_KEYWORDS = 50;

const nullableNumber = (value: unknown): number | null => (typeof value === 'number' ? value : null);
const nullableText = (value: unknown): string | null =>
  typeof value === 'string' && value !== '' ? value : null;

/** The line tabs with their own form: advanced/monitoring, advanced/queue, postcall analytics, ongoing-calls setup. */
export function lineSettingRoutes(app: FastifyInstance, { db }: ApiContext) {
  registerLineSettingTab<LineMonitoring>(app, db, {
    path: 'monitoring',
    view: LINE_VIEW,
    edit: LINE_EDIT,
    booleans: ['monitoring'],
    read: (line, stored) => {
      const settings = jsonObject(stored.monitoring_settings);
      return {
        monitoring: line.monitoring,
        maxFailedCalls: nullableNumber(settings.maxFailedCalls),
        alertEmail: nullableText(settings.alertEmail),
      };
    },
    merge: (body, current) => ({
      monitoring: booleanOr(body.monitoring, current.monitoring),
      maxFailedCalls: 'maxFailedCalls' in body ? optionalNumber(body.maxFailedCalls) : current.maxFailedCalls,
      alertEmail: textOr(body, 'alertEmail', current.alertEmail),
    }),
    write: ({ monitoring, ...settings }) => ({
      set: 'monitoring = ?, monitoring_settings = ?',
      params: [monitoring ? 1 : 0, JSON.stringify(settings)],
    }),
  });

  registerLineSettingTab<LineQueue>(app, db, {
    path: 'queue',
    view: QUEUE_VIEW,
    edit: LINE_EDIT,
    editAlso: QUEUE_VIEW,
    booleans: ['announcePosition'],
    read: (line, stored) => {
      const settings = jsonObject(stored.queue_settings);
      return {
        queueSize: line.queueSize,
        maxWaitSeconds: numberOr(settings.maxWaitSeconds, 60),
        announcePosition: booleanOr(settings.announcePosition, false),
        ...serviceLevelFields(targetOf(settings)),
      };
    },
    merge: (body, current) => ({
      queueSize: numberOr(body.queueSize, current.queueSize),
      maxWaitSeconds: numberOr(body.maxWaitSeconds, current.maxWaitSeconds),
      announcePosition: booleanOr(body.announcePosition, current.announcePosition),
      serviceLevelPercent: numberOr(body.serviceLevelPercent, current.serviceLevelPercent),
      serviceLevelSeconds: numberOr(body.serviceLevelSeconds, current.serviceLevelSeconds),
    }),
    write: ({ queueSize, ...settings }) => ({
      set: 'queue_size = ?, queue_settings = ?',
      params: [queueSize, JSON.stringify(settings)],
    }),
  });

  registerLineSettingTab<PostcallAnalytics>(app, db, {
    path: 'postcall-analytics',
    view: LINE_VIEW,
    edit: LINE_EDIT,
    booleans: ['enabled', 'summary', 'sentiment'],
    extraErrors: (body, errors) => {
      if ('keywords' in body && !isKeywordList(body.keywords))
        errors.keywords = `Expected a list of at most ${MAX_KEYWORDS} words`;
    },
    read: (line, stored) => {
      const settings = jsonObject(stored.postcall_settings);
      return {
        enabled: line.postcallAnalytics,
        summary: booleanOr(settings.summary, false),
        sentiment: booleanOr(settings.sentiment, false),
        keywords: isKeywordList(settings.keywords) ? settings.keywords : [],
      };
    },
    merge: (body, current) => ({
      enabled: booleanOr(body.enabled, current.enabled),
      summary: booleanOr(body.summary, current.summary),
      sentiment: booleanOr(body.sentiment, current.sentiment),
      keywords: isKeywordList(body.keywords) ? body.keywords.map((word) => word.trim()) : current.keywords,
    }),
    write: ({ enabled, ...settings }) => ({
      set: 'postcall_analytics = ?, postcall_settings = ?',
      params: [enabled ? 1 : 0, JSON.stringify(settings)],
    }),
  });

  registerLineSettingTab<OngoingCallsConfiguration>(app, db, {
    path: 'ongoing-calls/configuration',
    view: ONGOING_VIEW,
    edit: LINE_EDIT,
    editAlso: ONGOING_VIEW,
    extraRules: { transferMode: [oneOf(TRANSFER_MODES)] },
    booleans: [],
    read: (line) => ({
      liveTranscription: line.liveTranscription,
      transferMode: line.transferMode,
      transferNumber: line.transferNumber,
      maxChannels: line.maxChannels,
    }),
    merge: (body, current) => ({
      liveTranscription: numberOr(body.liveTranscription, current.liveTranscription),
      transferMode: (textOr(body, 'transferMode', current.transferMode) ??
        current.transferMode) as TransferMode,
      transferNumber: textOr(body, 'transferNumber', current.transferNumber),
      maxChannels: numberOr(body.maxChannels, current.maxChannels),
    }),
    write: (value) => ({
      set: 'live_transcription = ?, transfer_mode = ?, transfer_number = ?, max_channels = ?',
      params: [value.liveTranscription, value.transferMode, value.transferNumber, value.maxChannels],
    }),
  });
}

function optionalNumber(value: unknown): number | null {
  return value === null || value === undefined || value === '' ? null : Number(value);
}

function isKeywordList(value: unknown): value is string[] {
  return (
    Array.isArray(value) &&
    value.length <= MAX_KEYWORDS &&
    value.every((word) => typeof word === 'string' && word.trim() !== '' && word.length <= 100)
  );
}
