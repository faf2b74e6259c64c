/**
 * Catalogue of permission areas and their actions (SPEC §6 plus the areas the product's screens need).
 * Role permission maps reference these names; -1 as a value grants every action of an area.
 * Flows are guarded by `CallScript`, never by a `Flow` area. `AccessManagement/viewaccount` and `viewrole` read users
 * and roles as `User/view` and `Role/view` do (`EQUIVALENT_GRANTS` in src/shared/permissions.ts).
 */
export const PERMISSION_AREAS: Record<string, string[]> = {
  AccessManagement: ['viewtariff', 'viewrole', 'viewaccount', 'viewAgentControl', 'tenantContextSwitching'],
  Auditlog: ['view'],
  BotDeploy: ['moduleview', 'serverview', 'configview', 'deploy', 'configedit'],
  CallScript: ['view', 'viewtags', 'edit', 'revert', 'duplicate', 'test'],
  Campaign: ['view', 'create', 'edit', 'approve', 'control'],
  Component: ['view', 'edit', 'revert', 'duplicate'],
  DemoCall: ['view', 'edit'],
  // The Debug views and the diagnostic websocket (issue 34.5).
  Diagnostics: ['view'],
  DoNotCall: ['view', 'edit'],
  Grammar: ['view', 'edit', 'create'],
  InstanceOverview: ['view', 'sync'],
  KnowledgeBase: ['view', 'edit'],
  Language: ['view', 'edit'],
  Line: ['view', 'viewQueue', 'create', 'edit', 'delete', 'restart', 'downloadRecording'],
  Module: ['view', 'create', 'edit', 'delete', 'restart'],
  // The edit actions guard every change (issue 31.9): a view action never changes state.
  NlpApi: ['viewdataset', 'viewcategory', 'viewmodel', 'editdataset', 'editcategory', 'editmodel'],
  OngoingConversations: ['view', 'manage', 'listen', 'whisper', 'barge'],
  PackageManager: ['create', 'install'],
  Role: ['view', 'edit'],
  Settings: ['modify-theme'],
  Statistics: ['viewbilling', 'viewcosts', 'view', 'editbilling'],
  SuspiciousEntities: ['view'],
  Tag: ['view', 'edit'],
  Task: ['view'],
  Tenant: ['view', 'create', 'edit'],
  TenantValue: ['view', 'edit'],
  TtsGenerator: ['generate'],
  User: ['view', 'edit', 'create', 'delete'],
};
