/**
 * Who has a record open in an edit form (issue 36.4): `POST /api/presence/editing` says so (and renews it while the
 * form stays open), `GET` reads it, and the hub's `EditingChanged` tells the other consoles that may read the record.
 */
export const PRESENCE_PATH = '/presence/editing';
/** An editor not renewed for this long is gone (a closed tab that never said so). */
export const PRESENCE_TTL_SECONDS = 90;
/** How often an open form renews its presence. */
export const PRESENCE_RENEW_SECONDS = 30;

/** A record as the live events name it: its list's API path and its id. */
export interface PresenceRecord {
  path: string;
  id: string;
}

export interface PresenceEditor {
  idUser: number;
  name: string;
}

/** The `EditingChanged` payload and the GET answer: everyone editing the record now. */
export interface EditingPresence extends PresenceRecord {
  editors: PresenceEditor[];
}

/** The POST body: the record, and whether its form is open (false: closed). */
export interface PresenceUpdate extends PresenceRecord {
  editing: boolean;
}
