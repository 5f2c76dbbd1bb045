import type { Worker } from 'node:worker_threads';
import type { ShareCard } from '@shared/site-content/site-art';
import { resolveWorkerFile, startWorker } from '../../../db/worker-thread';
import type { LogoImage } from './share-card';

// The thread that draws the site's pictures (./art-worker.ts), from the main thread: one picture
// at a time, each with a time limit. A thread that crashes or overruns is ended and the picture
// refused (the publish then links the built-in one: ./site-art.ts); the next picture starts a
// new thread. The thread starts at the first picture and ends after a minute without one: a
// site is published a few times a day, and the thread holds the fonts and the drawing library.

/**
 * A share picture (one JPEG), a logo's icons (a PNG per LOGO_ICON_SIZES), or an uploaded SVG
 * logo drawn into one PNG (./logo-icons.ts, drawLogoPng).
 */
export type ArtJob =
  | { kind: 'card'; card: ShareCard; logo: LogoImage | null }
  | { kind: 'icons'; logo: LogoImage }
  | { kind: 'logo'; svg: Uint8Array };

export type ToArtWorker = { id: number; job: ArtJob };
export type FromArtWorker =
  { id: number; ok: true; images: Uint8Array[] } | { id: number; ok: false; message: string };

export interface ArtThread {
  /** The job's pictures; rejects at once when `signal` is aborted before its turn. */
  draw(job: ArtJob, signal?: AbortSignal): Promise<Uint8Array[]>;
  close(): Promise<void>;
}

export interface ArtThreadOptions {
  /** The longest one picture may take (a share picture takes 30-100 ms). */
  timeoutMs?: number;
  /** How long the thread waits for the next picture before it ends. */
  idleMs?: number;
}

export function createArtThread({
  timeoutMs = 20_000,
  idleMs = 60_000,
}: ArtThreadOptions = {}): ArtThread {
  const entry = resolveWorkerFile('art-worker', 'services/publishing/art');
  let thread: Worker | null = null;
  let idle: NodeJS.Timeout | undefined;
  let queue: Promise<unknown> = Promise.resolve();
  let nextId = 0;

  const stop = () => {
    const ending = thread;
    thread = null;
    return ending?.terminate();
  };

  function spawn(): Worker {
    const worker = startWorker(entry, null);
    worker.unref(); // the server's socket keeps the process alive, never this thread
    // A crash between two pictures must not be an unhandled 'error' event: the next starts anew.
    worker.on('error', () => {});
    worker.on('exit', () => {
      if (thread === worker) thread = null;
    });
    return worker;
  }

  /** One job in the thread (started if need be); the thread is ended if it fails to answer. */
  function run(job: ArtJob): Promise<Uint8Array[]> {
    clearTimeout(idle);
    const worker = (thread ??= spawn());
    const id = nextId++;
    return new Promise<Uint8Array[]>((resolve, reject) => {
      const fail = (error: Error) => {
        done();
        if (thread === worker) void stop();
        reject(error);
      };
      const onMessage = (message: FromArtWorker) => {
        if (message.id !== id) return;
        done();
        if (message.ok) resolve(message.images);
        else reject(new Error(message.message));
      };
      const onError = (error: Error) => fail(error);
      const onExit = (code: number) => fail(new Error(`The art thread exited (code ${code})`));
      const timer = setTimeout(
        () => fail(new Error(`The art thread took over ${timeoutMs} ms for a picture`)),
        timeoutMs,
      );
      function done() {
        clearTimeout(timer);
        worker.off('message', onMessage).off('error', onError).off('exit', onExit);
        idle = setTimeout(() => void stop(), idleMs).unref();
      }
      worker.on('message', onMessage).on('error', onError).on('exit', onExit);
      worker.postMessage({ id, job } satisfies ToArtWorker);
    });
  }

  return {
    draw(job, signal) {
      const turn = queue.then(() => {
        if (signal?.aborted) throw new Error('Not drawn: an earlier picture failed');
        return run(job);
      });
      queue = turn.catch(() => {});
      return turn;
    },
    async close() {
      clearTimeout(idle);
      await queue;
      await stop();
    },
  };
}
