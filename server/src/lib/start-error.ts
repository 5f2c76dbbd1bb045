/**
 * The one line `npm start` prints when the server cannot start. A listen error names the setting
 * that fixes it: Node's own message (`listen EADDRINUSE: address already in use 127.0.0.1:3000`)
 * says what happened, not what to change.
 */
export function startErrorMessage(error: unknown): string {
  const { code, address, port } = (error ?? {}) as {
    code?: unknown;
    address?: unknown;
    port?: unknown;
  };
  if (typeof address === 'string') {
    const where = `${address.includes(':') ? `[${address}]` : address}:${String(port)}`;
    if (code === 'EADDRINUSE' && typeof port === 'number') {
      return (
        `Failed to start: ${where} is already in use (another copy of the server or another ` +
        `program listens there): stop it, or set PORT to a free port (PORT=${port + 1} npm start).`
      );
    }
    if (code === 'EACCES' && typeof port === 'number') {
      return (
        `Failed to start: no permission to listen on ${where} (ports below 1024 need privileges): ` +
        `set PORT to 1024 or above and let a reverse proxy take port ${port}.`
      );
    }
    if (code === 'EADDRNOTAVAIL') {
      return (
        `Failed to start: ${address} is not an address of this machine: set HOST to one ` +
        `of its addresses (127.0.0.1 for this machine only, 0.0.0.0 for every interface).`
      );
    }
  }
  return `Failed to start: ${error instanceof Error ? error.message : String(error)}`;
}
