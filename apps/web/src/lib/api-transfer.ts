/**
 * Files to and from the API, with the same headers, status rules and error text as every other call
 * (lib/api-client.ts): `apiDownload` streams a report to the browser's save dialog, and `apiUpload` sends a
 * file as multipart form data and reports its progress.
 */
import { MASQUERADE_USER_ID_HEADER } from '@portal/contracts/constants';
import { NETWORK_ERROR, readBody, resultOf, startCall, type ApiResult } from './api-client.ts';

export interface DownloadRequest {
  /** Path below the API base, with its query. */
  path: string;
  /** The file name when the answer names none. */
  fallbackName: string;
  signal?: AbortSignal;
}

/** The name the answer's Content-Disposition gives the file (RFC 6266, UTF-8 form first), else `fallback`. */
export function fileNameOf(disposition: string | null, fallback: string): string {
  if (!disposition) return fallback;
  const encoded = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(disposition);
  if (encoded?.[1]) {
    try {
      return decodeURIComponent(encoded[1].trim());
    } catch {
      // A malformed encoding: try the plain name.
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/i.exec(disposition);
  return plain?.[1]?.trim() || fallback;
}

interface SaveFilePicker {
  showSaveFilePicker?(options: { suggestedName: string }): Promise<{
    createWritable(): Promise<WritableStream<Uint8Array>>;
  }>;
}

/**
 * Writes the answer's body to a file the person chooses. Where the browser lets a page write to a file
 * (Chromium's save dialog), the body streams there as it arrives, so a large report never sits in memory;
 * elsewhere it becomes a Blob that a download link saves. Answers false when the person cancelled.
 */
async function save(
  body: ReadableStream<Uint8Array> | null,
  response: Response,
  name: string,
): Promise<boolean> {
  const picker = window as unknown as SaveFilePicker;
  if (body && typeof picker.showSaveFilePicker === 'function') {
    let file;
    try {
      file = await picker.showSaveFilePicker({ suggestedName: name });
    } catch {
      await body.cancel();
      return false;
    }
    await body.pipeTo(await file.createWritable());
    return true;
  }
  const link = document.createElement('a');
  link.href = URL.createObjectURL(await response.blob());
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next turn, once the browser has started the download.
  setTimeout(() => URL.revokeObjectURL(link.href), 0);
  return true;
}

/** Downloads a file (a report): the saved file's name, or the error of a refused request. */
export async function apiDownload(
  request: DownloadRequest,
): Promise<ApiResult<{ fileName: string; saved: boolean }>> {
  const { url, headers, token, done } = startCall({ path: request.path }, false);
  headers.set('Accept', '*/*');
  try {
    let response: Response;
    try {
      response = await fetch(url, { credentials: 'include', headers, signal: request.signal });
    } catch {
      return { ok: false, status: null, error: NETWORK_ERROR };
    }
    const masqueradeUserId = response.headers.get(MASQUERADE_USER_ID_HEADER);
    if (!response.ok) {
      const body = await readBody(response).catch(() => null);
      return resultOf(response.status, body, response, masqueradeUserId, token);
    }
    const fileName = fileNameOf(response.headers.get('Content-Disposition'), request.fallbackName);
    const saved = await save(response.body, response, fileName);
    return resultOf(response.status, { fileName, saved }, response, masqueradeUserId, token);
  } finally {
    done();
  }
}

export interface UploadRequest {
  path: string;
  method?: 'POST' | 'PUT';
  /** The form: files and fields. */
  form: FormData;
  /** Called as the file goes out, with the share sent so far (0 to 1). */
  onProgress?(sent: number): void;
  signal?: AbortSignal;
}

/**
 * Uploads a form with files (a roster). fetch cannot report an upload's progress, so this one call uses
 * XMLHttpRequest, with exactly the headers and answer rules of the others.
 */
export function apiUpload<T>(request: UploadRequest): Promise<ApiResult<T>> {
  const { url, headers, token, done } = startCall({ path: request.path }, false);
  return new Promise<ApiResult<T>>((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open(request.method ?? 'POST', url);
    xhr.withCredentials = true;
    headers.forEach((value, name) => xhr.setRequestHeader(name, value));
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) request.onProgress?.(event.loaded / event.total);
    };
    const fail = () => resolve({ ok: false, status: null, error: NETWORK_ERROR });
    xhr.onerror = fail;
    xhr.onabort = fail;
    xhr.onload = () => {
      void readBody({ text: async () => xhr.responseText })
        .catch(() => null)
        .then((body) => {
          const response = { status: xhr.status, statusText: xhr.statusText };
          resolve(
            resultOf<T>(xhr.status, body, response, xhr.getResponseHeader(MASQUERADE_USER_ID_HEADER), token),
          );
        });
    };
    request.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(request.form);
  }).finally(done);
}
