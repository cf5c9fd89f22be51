/**
 * `?next=` only ever names a path on this site: absolute URLs, protocol-relative `//host` and
 * backslash tricks (`/\host`, which browsers treat as `//host`) fall back to `fallback`, so a crafted
 * sign-in link cannot send a user elsewhere after they sign in.
 */
export function safeNext(raw: string | null | undefined, fallback = '/'): string {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.includes('\\')) return fallback;
  // Control characters and whitespace are stripped by URL parsers and can turn into `//`.
  if ([...raw].some((ch) => ch.charCodeAt(0) <= 0x20 || ch.charCodeAt(0) === 0x7f || /\s/.test(ch))) return fallback;
  try {
    const base = window.location.origin;
    const url = new URL(raw, base);
    if (url.origin !== base) return fallback;
    // Server routes (/api/login, /api/logout) are navigations, not SPA pages: never bounce back to them.
    if (url.pathname.startsWith('/api/')) return fallback;
    return url.pathname + url.search + url.hash;
  } catch {
    return fallback;
  }
}

/** Links between auth screens carry the validated `next` along (omitted when it is the default). */
export const withNext = (path: string, next: string): string =>
  next === '/' ? path : `${path}?next=${encodeURIComponent(next)}`;
