import type { UploadedFile } from '@shared/schemas/media';
import { authorizedUpload } from '~/features/auth';
import { ApiError, type ApiErrorBody } from '~/lib/api-client';

/** Words for a refusal that came without the API's body (a proxy's own 413 page, say). */
const BARE_REFUSALS: Record<number, string> = {
  413: 'The file is larger than the server takes.',
  415: 'The server does not take this type of file.',
  507: 'The server is low on disk space and takes no files for now.',
};

/**
 * Uploads a file of the content (POST /api/media?purpose=file), telling its progress; answers
 * the value its field holds, { src, name, type, size }. Throws an ApiError whose message says
 * what was wrong (415: what the file is; 413: the largest file the site takes).
 */
export async function uploadContentFile(
  file: File,
  options: { onProgress?: (sent: number) => void; signal?: AbortSignal } = {},
): Promise<UploadedFile> {
  const query = new URLSearchParams({ purpose: 'file', name: file.name });
  const { status, body } = await authorizedUpload(`/api/media?${query}`, file, options);
  if (status === 201) return body as UploadedFile;
  const error = body as Partial<ApiErrorBody> | null;
  throw new ApiError(
    status,
    typeof error?.message === 'string'
      ? (error as ApiErrorBody)
      : {
          error: 'upload_failed',
          message: BARE_REFUSALS[status] ?? `The upload failed (status ${status}).`,
        },
  );
}
