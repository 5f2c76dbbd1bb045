// The limits on connections against slow or piled-up clients: REQUEST_TIMEOUT, HEADERS_TIMEOUT,
// KEEP_ALIVE_TIMEOUT, IDLE_TIMEOUT and the MAX_* settings of env.ts (decision 015).

export interface ConnectionLimits {
  /** The whole request, headers and body, must arrive within this (408 otherwise). */
  requestTimeoutMs: number;
  /** The headers must arrive within this. */
  headersTimeoutMs: number;
  /** An idle keep-alive connection is closed after this. */
  keepAliveTimeoutMs: number;
  /** A socket with no traffic at all is destroyed after this. */
  idleTimeoutMs: number;
  /** Requests served on one keep-alive connection before it is closed. */
  maxRequestsPerSocket: number;
  /** Open connections at most; further ones are refused until some close. */
  maxConnections: number;
  /**
   * Open connections from one client address (IPv6: one /64) at most, so no one client holds
   * them all; a trusted proxy's own connections are not counted (lib/connection-cap.ts).
   */
  maxConnectionsPerAddress: number;
}

export const defaultConnectionLimits: ConnectionLimits = {
  requestTimeoutMs: 30_000,
  headersTimeoutMs: 10_000,
  keepAliveTimeoutMs: 5_000,
  idleTimeoutMs: 60_000,
  maxRequestsPerSocket: 1000,
  maxConnections: 1000,
  maxConnectionsPerAddress: 100,
};
