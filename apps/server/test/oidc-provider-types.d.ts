/**
 * The few parts of `oidc-provider` (v9, no bundled types, no @types package installed) that the test
 * provider (oidc-provider.ts) uses.
 */
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export interface KoaContextLike {
    method: string;
    path: string;
    body: unknown;
    status: number;
    type: string;
    host: string;
    oidc: { client?: { clientId: string }; session?: { accountId?: string } } & Record<string, unknown>;
  }

  export interface InteractionDetails {
    uid: string;
    prompt: { name: string; details: Record<string, unknown> };
    params: Record<string, unknown>;
    session?: { accountId?: string };
    grantId?: string;
  }

  export interface AccountClaims {
    sub: string;
    [claim: string]: unknown;
  }

  export interface Account {
    accountId: string;
    claims(use: string, scope: string): Promise<AccountClaims> | AccountClaims;
  }

  export class Grant {
    constructor(properties: { accountId: string; clientId: string });
    addOIDCScope(scope: string): void;
    addOIDCClaims(claims: string[]): void;
    save(): Promise<string>;
    static find(id: string): Promise<Grant | undefined>;
  }

  export class Provider {
    constructor(issuer: string, configuration: Record<string, unknown>);
    readonly issuer: string;
    readonly Grant: typeof Grant;
    callback(): (request: IncomingMessage, response: ServerResponse) => void;
    use(middleware: (ctx: KoaContextLike, next: () => Promise<void>) => Promise<void>): void;
    on(event: string, listener: (...args: unknown[]) => void): this;
    interactionDetails(request: IncomingMessage, response: ServerResponse): Promise<InteractionDetails>;
    interactionFinished(
      request: IncomingMessage,
      response: ServerResponse,
      result: Record<string, unknown>,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<void>;
  }

  export default Provider;
}

declare module 'oidc-provider/lib/adapters/memory_adapter.js' {
  export function createMemoryAdapter(clockTolerance?: number): (model: string) => unknown;
}
