import { send } from './api/request';

/** The file name a Content-Disposition header gives (`filename="..."` or RFC 5987 `filename*=`), if any. */
export function dispositionFilename(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (extended) {
    try {
      return decodeURIComponent(extended[1]!.trim()).replace(/[/\\]/g, '_');
    } catch {
      // fall through to the plain form
    }
  }
  const name = /filename\s*=\s*"?([^";]+)"?/.exec(header)?.[1]?.trim();
  // Only a bare file name: never a path.
  return name ? name.replace(/[/\\]/g, '_') : null;
}

/** Follows a link through a temporary hidden anchor (a download: the browser saves what it answers). */
export function openLink(href: string, name?: string): void {
  const link = document.createElement('a');
  link.href = href;
  if (name !== undefined) link.download = name;
  link.rel = 'noopener';
  link.hidden = true;
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
  }
}

/** Saves a blob under a name through a temporary link. */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  openLink(url, name);
  // After the click has handed the file to the browser.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * Downloads a file the API serves as an attachment (a GET `url` from `apiUrl`), with the session's token (or
 * `bearer`, in no workspace: the auditee portal's), and saves it under the server's file name (or
 * `fallbackName`). Returns that name; throws `HttpError` when the API refuses.
 */
export async function downloadFile(url: string, fallbackName: string, bearer?: string): Promise<string> {
  const res = bearer === undefined ? await send('GET', url) : await send('GET', url, undefined, null, bearer);
  const blob = await res.blob();
  const name = dispositionFilename(res.headers.get('Content-Disposition')) ?? fallbackName;
  saveBlob(blob, name);
  return name;
}
