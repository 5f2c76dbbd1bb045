import type { Readable } from 'node:stream';
import { formatBytes } from '@shared/vocabularies/attachments';
import { ApiError } from './api-error';

/** Content-Length as a number; null when the client did not say it (chunked) or said nonsense. */
export function declaredLength(header: string | undefined): number | null {
  const length = Number(header);
  return header !== undefined && Number.isSafeInteger(length) && length >= 0 ? length : null;
}

/**
 * A request body read whole into memory, at most `limit` bytes: 413 from Content-Length before a
 * byte is read, else as soon as more arrived. Reading stops at the refusal; the error answer
 * closes the connection, so the rest is never read (Fastify sets that for a parser's error).
 */
export function readBody(body: Readable, limit: number, declared: number | null): Promise<Buffer> {
  const tooLarge = () =>
    new ApiError(413, 'payload_too_large', `The request body is larger than ${formatBytes(limit)}`);
  if (declared !== null && declared > limit) return Promise.reject(tooLarge());
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const stop = () => {
      body.off('data', onData).off('end', onEnd).off('error', onError);
      body.pause();
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        stop();
        reject(tooLarge());
      } else chunks.push(chunk);
    };
    const onEnd = () => {
      stop();
      resolve(Buffer.concat(chunks, size));
    };
    const onError = (error: Error) => {
      stop();
      reject(error);
    };
    body.on('data', onData).on('end', onEnd).on('error', onError);
  });
}
