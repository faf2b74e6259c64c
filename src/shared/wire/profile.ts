/** Wire types of the `/profile` calls: the signed-in user's own details, password and two-factor sign-in. */

/** `GET /api/profile`. */
export interface Profile {
  id: number;
  username: string;
  firstname: string;
  lastname: string;
  email: string | null;
  timezone: string | null;
  twoFactorEnabled: boolean;
  /** The user's tenant requires two-factor sign-in. */
  twoFactorRequired: boolean;
  /** Recovery codes not used yet (0 without two-factor). */
  recoveryCodesLeft: number;
}

/** `POST /api/profile/two-factor/enrolment`: a secret to confirm with a first code. */
export interface TwoFactorEnrolment {
  secret: string;
  /** The `otpauth://` URI authenticator apps read. */
  uri: string;
  /** The URI as a QR code image (`data:image/png;base64,…`). */
  qrCode: string;
}

/** `POST /api/profile/two-factor`: the recovery codes, shown this once. */
export interface RecoveryCodesResponse {
  recoveryCodes: string[];
}

/** One of the signed-in user's SSO sessions: a browser where they signed in. Times are ISO. */
export interface OwnSession {
  /** The session's public id (its ID tokens' `sid`). */
  id: string;
  signedIn: string | null;
  expires: string | null;
  /** The session this console runs in. */
  current: boolean;
}

/** `GET /api/profile/sessions`. */
export interface OwnSessionsResponse {
  sessions: OwnSession[];
}

/** `POST /api/profile/sessions/end-others`: the caller's other sessions ended ("sign out everywhere" then signs this one out). */
export interface SessionsEndedResponse {
  ended: number;
}

/** `GET|POST /api/profile/api-secret`: the user's own API secret (null: none yet). */
export interface OwnApiSecretResponse {
  secret: string | null;
}
