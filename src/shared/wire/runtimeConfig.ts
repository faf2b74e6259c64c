/** Runtime configuration served at `/config.json`; everything environment-specific lives here. */
export interface RuntimeConfig {
  coreApiUrl: string;
  nlpApiUrl: string;
  hubUrl: string;
  sso: {
    authority: string;
    clientId: string;
    scope: string;
    redirectPath: string;
    silentRedirectPath: string;
    postLogoutRedirectPath: string;
  };
  /** Extra JSON resource files for ops (issue: configuration-driven resources). */
  resources?: string[];
  /** JSON page files for ops: pages made of the framework's blocks (docs/configuration.md). */
  pages?: string[];
}
