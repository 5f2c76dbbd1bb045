import { open, rename } from 'node:fs/promises';

/**
 * Write to a temporary file, flush it, then rename over the old one: never a half-written file.
 * Asynchronous: the flush of a few MB waits for the disk, not on the event loop.
 */
export async function writeAtomically(path: string, text: string) {
  const tmp = `${path}.tmp-${process.pid}`;
  // For the server's user only, like the database beside it.
  const file = await open(tmp, 'w', 0o600);
  try {
    await file.writeFile(text);
    await file.sync();
  } finally {
    await file.close();
  }
  await rename(tmp, path);
}
