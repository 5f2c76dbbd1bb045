import { statfs } from 'node:fs/promises';
import { PassThrough, type Readable } from 'node:stream';
import { FILE_TYPES, formatBytes, typeList, type FileType } from '@shared/vocabularies/attachments';
import {
  CONTENT_FILE_TYPES,
  contentFilePath,
  storedFileName,
  type ContentFile,
  type ContentFileType,
} from '@shared/site-content/content-files';
import { ApiError } from '../../lib/api-error';
import type { ByteBudget } from '../../lib/byte-budget';
import { judgeHead, judgeZip } from '../../lib/file-sniff';
import { nameForType, safeFilename } from '../../lib/safe-filename';
import { UploadInspector } from '../../lib/upload-inspector';
import type { ContentFiles } from '../../repositories/content-files';

/** The query parameter that names the file in the messages (POST /api/media?purpose=file). */
const FIELD = 'file';

/** An upload of a content file: the request's body, as it arrives. */
export interface FileUpload {
  /** The body; null when the request had none. */
  body: Readable | null;
  /** The file's name on the editor's machine (`name=`). */
  name: string | undefined;
  /** Content-Length, when the client said it. */
  declaredBytes: number | null;
}

export interface FileUploadDeps {
  store: ContentFiles;
  /** MEDIA_FILE_MAX_MB. */
  maxBytes: number;
  /** ATTACHMENTS_MIN_FREE_MB: no file is taken while the disk has less free than this. */
  minFreeBytes: number;
  /** The server's shared upload rate, as this client draws from it. */
  budget: ByteBudget | null;
  /** Free bytes of the disk `dir` is on; null if unknown. */
  freeBytes?: (dir: string) => Promise<number | null>;
}

async function diskFree(dir: string): Promise<number | null> {
  try {
    const stats = await statfs(dir);
    return stats.bavail * stats.bsize;
  } catch {
    return null;
  }
}

/**
 * Refused while the body may still be arriving: the answer closes the connection, so the rest of
 * a large body is not read for nothing.
 */
const refusal = (status: number, code: string, message: string) =>
  new ApiError(
    status,
    code,
    message,
    { issues: [{ path: FIELD, message }] },
    { connection: 'close' },
  );

const tooLarge = (name: string, maxBytes: number) =>
  refusal(
    413,
    'payload_too_large',
    `${name} is larger than ${formatBytes(maxBytes)}, the largest file the site takes`,
  );

const notAllowed = (name: string, what: string | null) =>
  refusal(
    415,
    'unsupported_media_type',
    `${name} is ${what ?? 'not a file type the site takes'}: upload a ` +
      `${typeList(CONTENT_FILE_TYPES)} file`,
  );

/**
 * The body as a stream this upload may give up on: a refusal ends the copy, never the request
 * itself (destroying it would close the socket before the 413 or 415 is written).
 */
function detached(body: Readable): Readable {
  const copy = new PassThrough();
  // A client that went away (Cancel, a lost connection) is no server error.
  const cutOff = () =>
    copy.destroy(
      new ApiError(400, 'invalid_request', 'The upload ended before the whole file came'),
    );
  body.once('error', cutOff);
  body.once('close', () => {
    if (!body.readableEnded) cutOff();
  });
  body.pipe(copy);
  return copy;
}

/**
 * Receives a file of the content: judged by its first bytes as it arrives (a type the site does
 * not take is refused there, 415 saying what it is), never larger than MEDIA_FILE_MAX_MB (413,
 * from Content-Length before anything is read, else as soon as it is passed), streamed to disk
 * and kept under its content's hash. Answers the value a file field holds.
 */
export async function receiveContentFile(
  upload: FileUpload,
  { store, maxBytes, minFreeBytes, budget, freeBytes = diskFree }: FileUploadDeps,
): Promise<ContentFile> {
  const name = safeFilename(upload.name, 'file');
  if (upload.declaredBytes !== null && upload.declaredBytes > maxBytes)
    throw tooLarge(name, maxBytes);
  if (minFreeBytes > 0) {
    const free = await freeBytes(store.dir);
    if (free !== null && free - (upload.declaredBytes ?? maxBytes) < minFreeBytes) {
      throw refusal(
        507,
        'insufficient_storage',
        'The server is low on disk space and takes no files for now: free some space first',
      );
    }
  }
  if (!upload.body) throw refusal(400, 'validation_failed', `${name} is empty`);

  let type: FileType | 'zip-container' | null = null;
  let received = 0;
  const inspector: UploadInspector = new UploadInspector(
    async (head) => {
      if (head.length === 0) return null; // empty: refused below
      const verdict = await judgeHead(head, CONTENT_FILE_TYPES);
      // DOCX, XLSX and PPTX are ZIP files: told apart once the whole file is on disk.
      if (verdict.kind === 'zip') type = 'zip-container';
      else if (verdict.kind === 'accepted') type = verdict.type;
      else return notAllowed(name, verdict.what);
      return null;
    },
    (bytes) => ((received += bytes) > maxBytes ? tooLarge(name, maxBytes) : null),
    budget,
  );
  const partial = await store.receive(detached(upload.body), inspector);
  try {
    if (inspector.size === 0) throw refusal(400, 'validation_failed', `${name} is empty`);
    if (type === 'zip-container') {
      const zipped = await judgeZip(partial, inspector.head, CONTENT_FILE_TYPES);
      if ('refused' in zipped) throw notAllowed(name, zipped.refused);
      type = zipped.type;
    }
  } catch (error) {
    store.discard(partial);
    throw error;
  }
  const fileType = type as ContentFileType;
  const hash = inspector.hash.digest('hex').slice(0, 32);
  await store.keep(partial, storedFileName(hash, fileType));
  return {
    src: contentFilePath(hash, fileType),
    name: nameForType(name, FILE_TYPES[fileType].extensions),
    type: FILE_TYPES[fileType].mime,
    size: inspector.size,
  };
}
