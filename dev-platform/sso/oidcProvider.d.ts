// oidc-provider 9 ships no type declarations (and @types/oidc-provider targets older majors); this declares the
// small surface the dev platform uses.
declare module 'oidc-provider' {
  import type { EventEmitter } from 'node:events';
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export interface OidcClient {
    clientId: string;
    grantTypeAllowed(grantType: string): boolean;
  }

  export interface OidcParams {
    [name: string]: unknown;
  }

  export interface OidcContextState {
    route?: string;
    params?: OidcParams;
    client?: OidcClient;
    entities?: { RefreshToken?: { scope?: string }; AuthorizationCode?: { scope?: string } };
  }

  /** The subset of the Koa context that configuration hooks and middleware here touch. */
  export interface KoaContext {
    method: string;
    path: string;
    status: number;
    body: unknown;
    type: string;
    host: string;
    oidc?: OidcContextState;
    response: { get(field: string): string };
    set(field: string, value: string): void;
    remove(field: string): void;
  }

  export type KoaMiddleware = (ctx: KoaContext, next: () => Promise<void>) => Promise<void>;

  export interface InteractionDetails {
    uid: string;
    returnTo: string;
    prompt: { name: string; reasons: string[]; details: Record<string, unknown> };
    params: OidcParams;
    session?: { accountId: string; uid: string };
    grantId?: string;
  }

  export interface InteractionResult {
    login?: { accountId: string; remember?: boolean };
    consent?: { grantId?: string };
    error?: string;
    error_description?: string;
  }

  export class Grant {
    constructor(properties: { accountId: string; clientId: string });
    static find(id: string): Promise<Grant | undefined>;
    addOIDCScope(scope: string): void;
    addOIDCClaims(claims: string[]): void;
    addResourceScope(resource: string, scope: string): void;
    save(): Promise<string>;
  }

  export class Provider extends EventEmitter {
    constructor(issuer: string, configuration: Record<string, unknown>);
    proxy: boolean;
    readonly issuer: string;
    readonly Grant: typeof Grant;
    callback(): (req: IncomingMessage, res: ServerResponse) => Promise<void>;
    use(middleware: KoaMiddleware): this;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<InteractionDetails>;
    interactionFinished(
      req: IncomingMessage,
      res: ServerResponse,
      result: InteractionResult,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<void>;
  }

  export const errors: {
    InvalidTarget: new (description?: string) => Error;
  };

  export default Provider;
}
