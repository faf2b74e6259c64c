import { randomBytes } from 'node:crypto';
import type { HubPrincipal } from './hubAuth';

/** A negotiated connection waiting for its WebSocket. */
export interface PendingConnection {
  /** Public id: safe to log and to show the client. */
  connectionId: string;
  principal: HubPrincipal;
  /** Tenant context sent on negotiate; browsers cannot send it again on the WebSocket request. */
  tenantContextId: string | undefined;
  /** The client asked for stateful reconnect on negotiate and was told yes. */
  statefulReconnect: boolean;
}

/** Random URL-safe id (16 bytes, like ASP.NET Core's connection ids). */
export function newConnectionId(): string {
  return randomBytes(16).toString('base64url');
}

/**
 * Negotiated connections keyed by their secret connectionToken; an entry not used within
 * `ttlMs` is dropped so abandoned negotiations cannot pile up.
 */
export class PendingConnections {
  private readonly entries = new Map<string, { connection: PendingConnection; timer: NodeJS.Timeout }>();

  constructor(private readonly ttlMs: number) {}

  /** Stores a negotiated connection and returns its public id and secret token. */
  add(
    principal: HubPrincipal,
    tenantContextId: string | undefined,
    statefulReconnect = false,
  ): { connectionId: string; connectionToken: string } {
    const connectionId = newConnectionId();
    const connectionToken = newConnectionId();
    const timer = setTimeout(() => this.entries.delete(connectionToken), this.ttlMs);
    // An expiry timer alone must not keep the process (or a test run) alive.
    timer.unref();
    this.entries.set(connectionToken, {
      connection: { connectionId, principal, tenantContextId, statefulReconnect },
      timer,
    });
    return { connectionId, connectionToken };
  }

  get(connectionToken: string): PendingConnection | undefined {
    return this.entries.get(connectionToken)?.connection;
  }

  /** Removes and returns the entry: a connection token opens exactly one WebSocket. */
  take(connectionToken: string): PendingConnection | undefined {
    const entry = this.entries.get(connectionToken);
    if (!entry) return undefined;
    clearTimeout(entry.timer);
    this.entries.delete(connectionToken);
    return entry.connection;
  }

  get size(): number {
    return this.entries.size;
  }

  clear(): void {
    for (const entry of this.entries.values()) clearTimeout(entry.timer);
    this.entries.clear();
  }
}
