import { refreshSession, validAccessToken } from './session-store';

/** What the API answered an upload: its status and its JSON body (null when it had none). */
export interface UploadAnswer {
  status: number;
  body: unknown;
}

export interface UploadOptions {
  /** Told as the bytes go out: the share sent so far, 0 to 1. */
  onProgress?: (sent: number) => void;
  /** Cancels the upload (the promise rejects with an AbortError). */
  signal?: AbortSignal;
}

/**
 * POSTs `file` as the request's body to the admin API with the Bearer token, telling how much is
 * sent (fetch cannot follow an upload's progress; XMLHttpRequest can). Like authorizedFetch, a
 * 401 refreshes the session once and sends again. Rejects with a TypeError when the server
 * cannot be reached.
 */
export async function authorizedUpload(
  url: string,
  file: Blob,
  options: UploadOptions = {},
): Promise<UploadAnswer> {
  const token = await validAccessToken();
  const first = await send(url, file, token, options);
  if (first.status !== 401) return first;
  const next = await refreshSession(token);
  return next ? send(url, file, next.access_token, options) : first;
}

function send(
  url: string,
  file: Blob,
  token: string,
  { onProgress, signal }: UploadOptions,
): Promise<UploadAnswer> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new DOMException('The upload was cancelled', 'AbortError'));
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.setRequestHeader('Content-Type', file.type || 'application/octet-stream');
    xhr.responseType = 'json';
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => resolve({ status: xhr.status, body: xhr.response as unknown });
    xhr.onerror = () => reject(new TypeError('The server could not be reached'));
    xhr.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(file);
  });
}
