import type { Readable } from 'node:stream';
import { compressOne, type Encoding } from './compress';
import { strongEtag } from './revalidation';

// Answers of routes whose bodies never change while the server runs (the API document, the API
// docs' page and scripts): the first 200 of each path is kept, and every later request is
// answered from it, compressed once (brotli 11 or gzip 9, off the event loop) and tagged with a
// strong ETag per encoding. At most one entry per path that answered 200: a bounded set.

/** A kept answer's bytes in one encoding, with their tag. */
export interface KeptBytes {
  bytes: Buffer;
  etag: string;
}

export interface KeptAnswer {
  /** The headers of the first answer worth repeating (content type, its own CSP). */
  headers: Record<string, string>;
  /** Its bytes as they are (null) or compressed, each made once. */
  encoded(encoding: Encoding | null): Promise<KeptBytes>;
  /** Whether compressing it is worth it (text, not a picture). */
  compressible: boolean;
}

const COMPRESSIBLE_TYPE = /^(text\/|application\/(json|javascript|yaml|xml)|image\/svg)/;

/** The payload of a reply (a string, a Buffer or a file's stream) as bytes. */
export async function payloadBytes(payload: unknown): Promise<Buffer | null> {
  if (typeof payload === 'string') return Buffer.from(payload, 'utf8');
  if (Buffer.isBuffer(payload)) return payload;
  if (payload && typeof (payload as Readable).pipe === 'function') {
    const chunks: Buffer[] = [];
    for await (const chunk of payload as Readable) chunks.push(Buffer.from(chunk as Buffer));
    return Buffer.concat(chunks);
  }
  return null;
}

/** A kept answer of `bytes`, sent with `headers`. */
export function keptAnswer(bytes: Buffer, headers: Record<string, string>): KeptAnswer {
  const plain: KeptBytes = { bytes, etag: strongEtag(bytes) };
  const made = new Map<Encoding, Promise<KeptBytes>>();
  return {
    headers,
    compressible: COMPRESSIBLE_TYPE.test(headers['content-type'] ?? ''),
    encoded(encoding) {
      if (!encoding) return Promise.resolve(plain);
      let out = made.get(encoding);
      if (!out) {
        out = compressOne(bytes, encoding).then((sent) => ({
          bytes: sent,
          etag: strongEtag(sent),
        }));
        made.set(encoding, out);
        out.catch(() => made.delete(encoding));
      }
      return out;
    },
  };
}
