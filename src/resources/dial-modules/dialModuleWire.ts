/**
 * Wire types of dial modules (core API `/administration/modules`), shared with the dev platform, which imports
 * them with `import type` only.
 */

/** Endpoint types of SPEC §3. */
export type EndpointType = 'SIPClient' | 'ProxySIPClient' | 'LiveTranslate';

/** Speech recognition providers a module's callbot can use. */
export type AsrProvider = 'google' | 'azure' | 'deepgram';

/** A dial module as listed and shown. `providerKind` is SPEC §3's provider kind 0-6 (SMS .. LIVE_TRANSLATE). */
export interface DialModule {
  id: number;
  name: string;
  providerKind: number;
  endpointType: EndpointType;
  host: string;
  port: number;
  enabled: boolean;
  monitoring: boolean;
  maxChannels: number;
  idDefaultLine: number | null;
  defaultLineName: string | null;
  lineCount: number;
  lastRestart: string | null;
  created: string;
  updated: string;
  idTenant: number;
  tenantName: string;
}

/** `GET, PUT /administration/modules/{id}/callbot-settings`. */
export interface CallbotSettings {
  asrProvider: AsrProvider;
  ttsVoice: string;
  bargeIn: boolean;
  silenceTimeoutMs: number;
  recordCalls: boolean;
}
