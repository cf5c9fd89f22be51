import { clsx, type ClassValue } from 'clsx';

/**
 * Conflict groups for the utilities our components actually override (display, spacing, sizing, colour,
 * type, radius...). A class not matched here never conflicts and is kept. Small on purpose: tailwind-merge
 * (9 kB gzip) would otherwise ride along in every public page's first load.
 */
const GROUPS: [RegExp, string][] = [
  [/^(block|inline-block|inline|flex|inline-flex|grid|inline-grid|hidden|contents|table)$/, 'display'],
  [/^(static|fixed|absolute|relative|sticky)$/, 'position'],
  [/^(p|px|py|pt|pr|pb|pl|ps|pe|m|mx|my|mt|mr|mb|ml|ms|me|gap|gap-x|gap-y|space-x|space-y)-/, ''],
  [/^(w|h|size|min-w|min-h|max-w|max-h|inset|top|right|bottom|left|z|order|basis|opacity|leading|tracking)-/, ''],
  [/^(grid-cols|grid-rows|col-span|row-span|items|justify|content|self|place-items|place-content)-/, ''],
  [/^(flex-(row|col|row-reverse|col-reverse))$/, 'flex-direction'],
  [/^(flex-(wrap|nowrap|wrap-reverse))$/, 'flex-wrap'],
  [/^(flex-(1|auto|initial|none))$/, 'flex'],
  [/^(shrink|grow)(-|$)/, ''],
  [/^text-(xs|sm|base|lg|[0-9]*xl|\[\d[^\]]*(px|rem|em)\])$/, 'font-size'],
  [/^text-(left|center|right|justify|start|end)$/, 'text-align'],
  [/^text-/, 'text-color'],
  [/^font-(thin|extralight|light|normal|medium|semibold|bold|extrabold|black)$/, 'font-weight'],
  [/^bg-/, 'bg'],
  [/^rounded(-(none|sm|md|lg|xl|[0-9]xl|full|\[[^\]]*\]))?$/, 'rounded'],
  [/^border(-[0-9]+)?$/, 'border-width'],
  [/^border-(solid|dashed|dotted|double|none)$/, 'border-style'],
  [/^border-(?![trblxyse]-|[trblxyse]$)/, 'border-color'],
  [/^shadow(-|$)/, 'shadow'],
  [/^(overflow|overflow-x|overflow-y|whitespace|cursor|object)-/, ''],
];

function groupOf(utility: string): string {
  const base = utility.replace(/^!/, '');
  for (const [pattern, name] of GROUPS) {
    const m = pattern.exec(base);
    if (m) return name || m[1]!;
  }
  return utility;
}

/** Later utilities win over earlier ones of the same group and variant (`sm:px-4` only replaces `sm:px-*`). */
export function mergeClasses(classes: string): string {
  const seen = new Map<string, string>();
  for (const cls of classes.split(/\s+/)) {
    if (!cls) continue;
    const at = cls.lastIndexOf(':');
    // `[` guard: a colon inside an arbitrary value (bg-[url(a:b)]) is not a variant separator.
    const split = at > cls.lastIndexOf(']') ? at : -1;
    const variant = split >= 0 ? cls.slice(0, split + 1) : '';
    const key = variant + groupOf(cls.slice(split + 1));
    seen.delete(key);
    seen.set(key, cls);
  }
  return [...seen.values()].join(' ');
}

/** Joins class names and lets later Tailwind utilities override earlier ones (variants + caller overrides). */
export function cn(...inputs: ClassValue[]): string {
  return mergeClasses(clsx(inputs));
}
