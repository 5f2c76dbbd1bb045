import type { Readable } from 'node:stream';
import type { Multipart, MultipartFile } from '@fastify/multipart';
import {
  FILE_TYPES,
  typeList,
  type FileRules,
  type FileType,
} from '@shared/vocabularies/attachments';
import { ApiError } from '../../lib/api-error';
import type { ByteBudget } from '../../lib/byte-budget';
import { judgeHead, judgeZip } from '../../lib/file-sniff';
import { nameForType, safeFilename } from '../../lib/safe-filename';
import { UploadInspector } from '../../lib/upload-inspector';
import type { AttachmentFiles } from '../../repositories/attachment-files';
import type { NewAttachment } from '../../repositories/leads-repository';

/**
 * A public form sent as multipart/form-data: its text fields (what the form's JSON would hold)
 * and its files, already on disk and synced (attachment-files.ts), each judged by its bytes.
 * The caller stores the lead with `files` (their rows commit with it) or, if it does not,
 * calls `discard` (the route does it for every request that did not end in a 201).
 */
export interface ReadSubmission {
  fields: Record<string, unknown>;
  files: NewAttachment[];
}

/** What a form's multipart body may hold besides its files. */
export interface FormShape {
  rules: FileRules;
  /** Fields read as numbers (a form field is text): the opening's id, the time to submit. */
  numbers: readonly string[];
  /** The server's shared upload rate (lib/byte-budget.ts), or null for none. */
  budget: ByteBudget | null;
}

const fieldIssue = (status: number, code: string, field: string, message: string) =>
  new ApiError(status, code, message, { issues: [{ path: field, message }] });

/** 413 naming the field: the files are larger than the form takes. */
const tooLarge = (rules: FileRules, message?: string) =>
  fieldIssue(
    413,
    'payload_too_large',
    rules.field,
    message ??
      (rules.maxFiles === 1
        ? `The file is larger than ${rules.maxTotalBytes / 1024 / 1024} MB`
        : `The files are larger than ${rules.maxTotalBytes / 1024 / 1024} MB together`),
  );

/** 415 naming the field: the bytes are not one of the types the field takes. */
const notAllowed = (rules: FileRules, name: string, what: string | null) =>
  fieldIssue(
    415,
    'unsupported_media_type',
    rules.field,
    `${name} is ${what ?? 'not a file type we take'}: attach a ${typeList(rules.types)} file`,
  );

/**
 * Reads a multipart form: text fields into `fields`, files of `rules.field` streamed to disk
 * one after the other (never held in memory whole), each judged by its bytes. Throws 400, 413
 * or 415 naming the field (after removing what it wrote); a refused file stops the upload.
 * Whether a required file came is the caller's to check, after the fields.
 */
export async function readMultipartForm(
  parts: AsyncIterable<Multipart>,
  shape: FormShape,
  store: AttachmentFiles,
  newId: () => string,
): Promise<ReadSubmission> {
  const { rules } = shape;
  const fields: Record<string, unknown> = {};
  const files: NewAttachment[] = [];
  let total = 0;
  try {
    for await (const part of parts) {
      if (part.type === 'field') {
        if (typeof part.value !== 'string') continue;
        fields[part.fieldname] = shape.numbers.includes(part.fieldname)
          ? part.value.trim() === ''
            ? undefined
            : Number(part.value)
          : part.value;
        continue;
      }
      if (part.fieldname !== rules.field) {
        throw fieldIssue(
          400,
          'validation_failed',
          part.fieldname,
          `Unexpected file field ${part.fieldname}: send files as ${rules.field}`,
        );
      }
      if (files.length >= rules.maxFiles) {
        throw fieldIssue(
          400,
          'validation_failed',
          rules.field,
          rules.maxFiles === 1 ? 'Attach one file' : `Attach at most ${rules.maxFiles} files`,
        );
      }
      files.push(
        await storeFile(
          part,
          rules,
          store,
          newId(),
          (bytes) => {
            total += bytes;
            return total > rules.maxTotalBytes ? tooLarge(rules) : null;
          },
          shape.budget,
        ),
      );
    }
  } catch (error) {
    discardFiles(store, files);
    throw translate(error, rules);
  }
  return { fields, files };
}

/** Removes files read for a submission that was not stored. */
export function discardFiles(store: AttachmentFiles, files: readonly NewAttachment[]): void {
  store.remove(files.map((f) => f.id));
}

async function storeFile(
  part: MultipartFile,
  rules: FileRules,
  store: AttachmentFiles,
  id: string,
  counted: (bytes: number) => Error | null,
  budget: ByteBudget | null,
): Promise<NewAttachment> {
  const filename = safeFilename(part.filename, 'attachment');
  let type: FileType | 'zip-container' | null = null;
  const inspector = new UploadInspector(
    async (head) => {
      if (head.length === 0) return null; // an empty file: refused below, by name
      const verdict = await judgeHead(head, rules.types);
      // DOCX, XLSX and ODT are ZIP files: told apart once the whole file is on disk.
      if (verdict.kind === 'zip') type = 'zip-container';
      else if (verdict.kind === 'accepted') type = verdict.type;
      else return notAllowed(rules, filename, verdict.what);
      return null;
    },
    counted,
    budget,
  );
  await store.write(id, part.file as Readable, inspector);
  // busboy stops a file at its own size limit without an error on the stream itself.
  if (part.file.truncated) {
    store.remove([id]);
    throw tooLarge(rules);
  }
  if (inspector.size === 0) {
    store.remove([id]);
    throw fieldIssue(400, 'validation_failed', rules.field, `${filename} is empty`);
  }
  if (type === 'zip-container') {
    const zipped = await judgeZip(store.pathOf(id), inspector.head, rules.types);
    if ('refused' in zipped) {
      store.remove([id]);
      throw notAllowed(rules, filename, zipped.refused);
    }
    type = zipped.type;
  }
  const fileType = type as FileType;
  return {
    id,
    field: rules.field,
    filename: nameForType(filename, FILE_TYPES[fileType].extensions),
    content_type: FILE_TYPES[fileType].mime,
    size: inspector.size,
    sha256: inspector.hash.digest('hex'),
  };
}

/** @fastify/multipart's own limit errors, as this form's errors naming the field. */
function translate(error: unknown, rules: FileRules): unknown {
  if (error instanceof ApiError) return error;
  const code = (error as { code?: string } | null)?.code;
  switch (code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return tooLarge(rules);
    case 'FST_FILES_LIMIT':
      return fieldIssue(
        400,
        'validation_failed',
        rules.field,
        `Attach at most ${rules.maxFiles} files`,
      );
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return new ApiError(413, 'payload_too_large', 'The form has too many fields');
    case 'FST_PROTO_VIOLATION':
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return new ApiError(400, 'invalid_request', 'The multipart body is malformed');
    default:
      // busboy's own parse errors ("Unexpected end of form", "Malformed part header").
      if (error instanceof Error && /form|part|boundary|multipart/i.test(error.message)) {
        return new ApiError(400, 'invalid_request', 'The multipart body is malformed');
      }
      return error;
  }
}
