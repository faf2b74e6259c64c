import AccessTimeIcon from '@mui/icons-material/AccessTime';
import AccountTreeIcon from '@mui/icons-material/AccountTree';
import AddIcon from '@mui/icons-material/Add';
import AddCircleIcon from '@mui/icons-material/AddCircle';
import AddTaskIcon from '@mui/icons-material/AddTask';
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import ApartmentIcon from '@mui/icons-material/Apartment';
import BadgeIcon from '@mui/icons-material/Badge';
import BlockIcon from '@mui/icons-material/Block';
import BugReportIcon from '@mui/icons-material/BugReport';
import BuildIcon from '@mui/icons-material/Build';
import CallIcon from '@mui/icons-material/Call';
import CallEndIcon from '@mui/icons-material/CallEnd';
import CallSplitIcon from '@mui/icons-material/CallSplit';
import CampaignIcon from '@mui/icons-material/Campaign';
import CancelIcon from '@mui/icons-material/Cancel';
import ChatIcon from '@mui/icons-material/Chat';
import CheckIcon from '@mui/icons-material/Check';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import CloseIcon from '@mui/icons-material/Close';
import CloudIcon from '@mui/icons-material/Cloud';
import CompareArrowsIcon from '@mui/icons-material/CompareArrows';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DeleteIcon from '@mui/icons-material/Delete';
import DescriptionIcon from '@mui/icons-material/Description';
import DialpadIcon from '@mui/icons-material/Dialpad';
import DifferenceIcon from '@mui/icons-material/Difference';
import DoneIcon from '@mui/icons-material/Done';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import EditIcon from '@mui/icons-material/Edit';
import EmailIcon from '@mui/icons-material/Email';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import EventIcon from '@mui/icons-material/Event';
import GavelIcon from '@mui/icons-material/Gavel';
import GraphicEqIcon from '@mui/icons-material/GraphicEq';
import GroupIcon from '@mui/icons-material/Group';
import HeadsetIcon from '@mui/icons-material/Headset';
import HearingIcon from '@mui/icons-material/Hearing';
import HelpOutlineIcon from '@mui/icons-material/HelpOutline';
import HistoryIcon from '@mui/icons-material/History';
import HourglassEmptyIcon from '@mui/icons-material/HourglassEmpty';
import InfoIcon from '@mui/icons-material/Info';
import InputIcon from '@mui/icons-material/Input';
import LanIcon from '@mui/icons-material/Lan';
import LanguageIcon from '@mui/icons-material/Language';
import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import LowPriorityIcon from '@mui/icons-material/LowPriority';
import ManageHistoryIcon from '@mui/icons-material/ManageHistory';
import MicIcon from '@mui/icons-material/Mic';
import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import OutputIcon from '@mui/icons-material/Output';
import PauseIcon from '@mui/icons-material/Pause';
import PaymentIcon from '@mui/icons-material/Payment';
import PeopleIcon from '@mui/icons-material/People';
import PersonIcon from '@mui/icons-material/Person';
import PhoneIcon from '@mui/icons-material/Phone';
import PhoneCallbackIcon from '@mui/icons-material/PhoneCallback';
import PhoneDisabledIcon from '@mui/icons-material/PhoneDisabled';
import PhoneForwardedIcon from '@mui/icons-material/PhoneForwarded';
import PhoneInTalkIcon from '@mui/icons-material/PhoneInTalk';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import PrecisionManufacturingIcon from '@mui/icons-material/PrecisionManufacturing';
import PriorityHighIcon from '@mui/icons-material/PriorityHigh';
import PublicIcon from '@mui/icons-material/Public';
import RecordVoiceOverIcon from '@mui/icons-material/RecordVoiceOver';
import RemoveCircleIcon from '@mui/icons-material/RemoveCircle';
import RemoveDoneIcon from '@mui/icons-material/RemoveDone';
import RepeatIcon from '@mui/icons-material/Repeat';
import ReportProblemIcon from '@mui/icons-material/ReportProblem';
import RouteIcon from '@mui/icons-material/Route';
import RouterIcon from '@mui/icons-material/Router';
import ScheduleIcon from '@mui/icons-material/Schedule';
import ScienceIcon from '@mui/icons-material/Science';
import SecurityIcon from '@mui/icons-material/Security';
import SettingsIcon from '@mui/icons-material/Settings';
import SimCardIcon from '@mui/icons-material/SimCard';
import SmartToyIcon from '@mui/icons-material/SmartToy';
import SmsIcon from '@mui/icons-material/Sms';
import SpellcheckIcon from '@mui/icons-material/Spellcheck';
import StopIcon from '@mui/icons-material/Stop';
import SubtitlesIcon from '@mui/icons-material/Subtitles';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import SyncIcon from '@mui/icons-material/Sync';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import TimerIcon from '@mui/icons-material/Timer';
import TodayIcon from '@mui/icons-material/Today';
import VerifiedIcon from '@mui/icons-material/Verified';
import VisibilityIcon from '@mui/icons-material/Visibility';
import VpnKeyIcon from '@mui/icons-material/VpnKey';
import WarningIcon from '@mui/icons-material/Warning';
import WidgetsIcon from '@mui/icons-material/Widgets';
import type { ComponentType } from 'react';
import type { IconName } from './iconNames';

/** The component of every icon name a configuration may use; the Record type keeps it complete. */
export const ICONS: Record<
  IconName,
  ComponentType<{ fontSize?: 'inherit' | 'small' | 'medium' | 'large' }>
> = {
  flows: AccountTreeIcon,
  tenants: ApartmentIcon,
  users: PeopleIcon,
  lines: PhoneIcon,
  modules: DialpadIcon,
  campaigns: CampaignIcon,
  settings: SettingsIcon,
  tag: LocalOfferIcon,
  language: LanguageIcon,
  grammar: SpellcheckIcon,
  security: SecurityIcon,
  history: HistoryIcon,
  key: VpnKeyIcon,
  person: PersonIcon,
  group: GroupIcon,
  public: PublicIcon,
  copy: ContentCopyIcon,
  add: AddIcon,
  edit: EditIcon,
  delete: DeleteIcon,
  check: CheckIcon,
  close: CloseIcon,
  block: BlockIcon,
  pending: HourglassEmptyIcon,
  running: PlayArrowIcon,
  pause: PauseIcon,
  stop: StopIcon,
  done: DoneIcon,
  doneAll: DoneAllIcon,
  error: ErrorOutlineIcon,
  warning: WarningIcon,
  info: InfoIcon,
  success: CheckCircleIcon,
  cancel: CancelIcon,
  schedule: ScheduleIcon,
  event: EventIcon,
  payment: PaymentIcon,
  approval: GavelIcon,
  repair: BuildIcon,
  sync: SyncIcon,
  unknown: HelpOutlineIcon,
  testing: ScienceIcon,
  route: RouteIcon,
  repeat: RepeatIcon,
  timer: TimerIcon,
  phone: CallIcon,
  phoneOff: PhoneDisabledIcon,
  phoneTalk: PhoneInTalkIcon,
  callEnd: CallEndIcon,
  robot: SmartToyIcon,
  voice: RecordVoiceOverIcon,
  audio: GraphicEqIcon,
  sms: SmsIcon,
  email: EmailIcon,
  dialpad: DialpadIcon,
  agent: SupportAgentIcon,
  debug: BugReportIcon,
  split: CallSplitIcon,
  input: InputIcon,
  output: OutputIcon,
  hearing: HearingIcon,
  chat: ChatIcon,
  rpa: PrecisionManufacturingIcon,
  compare: CompareArrowsIcon,
  onlyHere: AddCircleIcon,
  onlyThere: RemoveCircleIcon,
  difference: DifferenceIcon,
  read: VisibilityIcon,
  license: BadgeIcon,
  task: TaskAltIcon,
  taskAdd: AddTaskIcon,
  taskRemove: RemoveDoneIcon,
  notify: NotificationsActiveIcon,
  transfer: PhoneForwardedIcon,
  sim: SimCardIcon,
  router: RouterIcon,
  cloud: CloudIcon,
  lowRisk: LowPriorityIcon,
  mediumRisk: ReportProblemIcon,
  highRisk: PriorityHighIcon,
  headset: HeadsetIcon,
  component: WidgetsIcon,
  subtitles: SubtitlesIcon,
  mic: MicIcon,
  description: DescriptionIcon,
  admin: AdminPanelSettingsIcon,
  today: TodayIcon,
  time: AccessTimeIcon,
  verified: VerifiedIcon,
  lan: LanIcon,
  call: PhoneCallbackIcon,
  audit: ManageHistoryIcon,
};
