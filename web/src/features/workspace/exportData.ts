import { apiUrl } from '@/lib/api/client';
import { send } from '@/lib/api/request';
import { todayIso } from '@/lib/dates';

/** The file name a Content-Disposition header gives (`filename="..."` or RFC 5987 `filename*=`), if any. */
export function dispositionFilename(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (extended) {
    try {
      return decodeURIComponent(extended[1]!.trim());
    } catch {
      // fall through to the plain form
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/.exec(header);
  const name = plain?.[1]?.trim();
  // Only a bare file name: never a path.
  return name ? name.replace(/[/\\]/g, '_') : null;
}

/**
 * Export Data: everything the user owns as one JSON file (`GET /api/me/export`), fetched with the session's
 * token and saved through a temporary link. Throws `HttpError` when the API refuses.
 */
export async function downloadExport(): Promise<string> {
  const res = await send('GET', apiUrl('GET /api/me/export'));
  const blob = await res.blob();
  const name = dispositionFilename(res.headers.get('Content-Disposition')) ?? `clarity-export-${todayIso()}.json`;
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    // After the click has handed the file to the browser.
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }
  return name;
}
