/** A failed PUT of the bytes themselves (the store refused them, or the connection dropped). */
export class UploadTransferError extends Error {}

/** Where an upload ticket says to send the bytes. */
export interface UploadTarget {
  method: 'PUT';
  url: string;
  headers: Record<string, string>;
}

/**
 * Sends a file's bytes to an upload URL (a presigned S3 URL, or the local server's) with progress. XHR, because
 * fetch reports no upload progress.
 */
export function sendBytes(target: UploadTarget, file: Blob, onProgress: (fraction: number) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(target.method, target.url);
    for (const [name, value] of Object.entries(target.headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onload = () =>
      xhr.status >= 200 && xhr.status < 300
        ? resolve()
        : reject(new UploadTransferError(`The upload was refused (${xhr.status}). Try again.`));
    xhr.onerror = () => reject(new UploadTransferError('The upload failed. Check your connection and try again.'));
    xhr.send(file);
  });
}
