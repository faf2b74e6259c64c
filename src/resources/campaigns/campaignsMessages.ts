import { resourceMessages } from '../../i18n/resourceMessages';
import { importWizardMessages } from './import-wizard/wizardMessages';
import { WEEKDAYS } from '../../shared/campaignRules';

const DAY_NAMES: Record<(typeof WEEKDAYS)[number], string> = {
  monday: 'Monday',
  tuesday: 'Tuesday',
  wednesday: 'Wednesday',
  thursday: 'Thursday',
  friday: 'Friday',
  saturday: 'Saturday',
  sunday: 'Sunday',
};

const openingTimeFields = Object.fromEntries(
  WEEKDAYS.flatMap((day) => [
    [`${day}From`, `${DAY_NAMES[day]} from`],
    [`${day}To`, `${DAY_NAMES[day]} to`],
  ]),
);

/** A status action's label, its confirmation (naming the campaign and the target) and its success notice. */
const status = (action: string, label: string, target: string) => ({
  [action]: label,
  [`${action}_confirm`]: `Change the status of the campaign "%{record}" to ${target}?`,
  [`${action}_done`]: `Campaign "%{record}" is now ${target.toLowerCase()}`,
});

/** English texts of campaigns (`resources.campaigns.*`). */
export const campaignsMessages = {
  fields: {
    id: 'ID',
    name: 'Name',
    description: 'Description',
    status: 'Status',
    targetKind: 'Target kind',
    billingMode: 'Billing mode',
    idCallScript: 'Flow',
    flowName: 'Flow',
    idFolder: 'Folder',
    folderName: 'Folder',
    startDate: 'First day',
    endDate: 'Last day',
    contactCount: 'Contacts',
    processed: 'Contacts processed',
    progress: 'Progress',
    blockers: 'What blocks planning',
    plannable: 'Ready to plan',
    valid: 'Ready to plan',
    createdBy: 'Created by',
    created: 'Created',
    updated: 'Updated',
    idLanguage: 'Language',
    channels: 'Channels',
    callerIds: 'Caller ids',
    lineIds: 'Lines',
    concurrentCalls: 'Concurrent calls',
    maxAttempts: 'Attempts per contact',
    retryDelayMinutes: 'Retry after no answer',
    maxAttemptsPerNumber: 'Attempts per number',
    retryPickedMinutes: 'Retry after picked up (0: done)',
    retryErrorMinutes: 'Retry after an error (0: give up)',
    mode: 'Dialer mode',
    agents: 'Available agents',
    pacing: 'Calls per free agent (agentless: per line)',
    maxAbandonRate: 'Maximum abandon rate (%)',
    doNotCallListIds: 'Do-not-call lists',
    // The status tab's contacts by state: one field per state, labelled as the state's enumeration value.
    ...resourceMessages.enums.contactState,
    timeZone: 'Time zone',
    ...openingTimeFields,
  },
  tabs: {
    overview: 'Basic',
    prepare: 'Prepare',
    dialer: 'Dialer',
    contacts: 'Contacts',
    schedule: 'Schedule',
    status: 'Status',
  },
  sections: {
    basic: 'Basic settings',
    validation: 'Validation',
    history: 'History of changes',
    contactStates: 'Contacts by state',
  },
  actions: {
    ...status('changeToCreated', 'Back to draft', 'Created'),
    ...status('changeToWaitingForApproval', 'Submit for approval', 'Waiting for approval'),
    ...status('changeToPlanned', 'Plan', 'Planned'),
    ...status('changeToInProgress', 'Start', 'In progress'),
    ...status('changeToStopped', 'Stop', 'Stopped'),
    ...status('changeToFinished', 'Finish', 'Finished'),
    changeToWaitingForApproval_disabled: 'Fix what blocks planning first (see the status tab)',
    changeToPlanned_disabled: 'Fix what blocks planning first (see the status tab)',
    changeToInProgress_disabled: 'Fix what blocks planning first (see the status tab)',
    duplicate: 'Duplicate',
    duplicate_done: 'Copy created',
    exportContacts: 'Export contacts',
    exportContacts_done: 'Export started: the file will be offered by the task in the notifications',
    moveToFolder: 'Move to folder',
    moveToFolder_done: 'Campaigns moved',
  },
  import: {
    ...importWizardMessages,
    running: 'Importing %{name}…',
    refused: '%{name} was refused: nothing was imported',
    // Two counts, each with its own plural (polyglot pluralises one smart_count per text).
    done: '%{name}: %{imported}, %{rejected}',
    imported: '%{smart_count} contact imported |||| %{smart_count} contacts imported',
    rejected: '%{smart_count} row refused |||| %{smart_count} rows refused',
    errors: 'Refused rows',
    line: 'Line',
    phone: 'Phone',
    message: 'Reason',
  },
};

/** Fields and actions of the embedded resources of campaigns: folders, contacts, imports, status changes. */
export const embeddedCampaignMessages = {
  campaignContactImportMappings: {
    name: 'Saved mapping |||| Saved mappings',
    fields: { id: 'ID', name: 'Name', mapping: 'Columns', created: 'Saved' },
  },
  campaignFolders: {
    name: 'Folder |||| Folders',
    fields: { id: 'ID', name: 'Name', path: 'Folder', itemCount: 'Items' },
  },
  campaignFoldersBreadcrumb: { name: 'Folder |||| Folders', fields: { id: 'ID', name: 'Name' } },
  campaignContacts: {
    name: 'Contact |||| Contacts',
    fields: {
      id: 'ID',
      phone: 'Phone',
      firstname: 'First name',
      lastname: 'Last name',
      email: 'E-mail',
      timeZone: 'Time zone',
      state: 'State',
      attempts: 'Attempts',
      lastResult: 'Last result',
      waitReason: 'Why not dialled now',
      nextAllowedAt: 'Next allowed',
      created: 'Added',
    },
    actions: { import: 'Import contacts', import_done: 'Import started' },
  },
  campaignContactImports: {
    name: 'Import |||| Imports',
    fields: {
      id: 'ID',
      fileName: 'File',
      status: 'Status',
      imported: 'Imported',
      rejected: 'Refused',
      failure: 'Failure',
      errors: 'Refused rows',
    },
  },
  campaignStatusChanges: {
    name: 'Status change |||| Status changes',
    fields: { id: 'ID', fromStatus: 'From', toStatus: 'To', changedBy: 'Changed by', created: 'When' },
  },
};
