import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * How a control looks, read from its classes and the design tokens in index.css (jsdom computes no styles): the
 * colours that tell an enabled button from the page, and their WCAG contrast ratios.
 */

// Read from the file: Vitest hands CSS imports (even `?raw`) to tests empty.
const css = readFileSync(path.resolve(process.cwd(), 'web/src/index.css'), 'utf8');
const TOKENS: Record<string, string> = Object.fromEntries(
  [...css.matchAll(/--color-([\w-]+):\s*(#[0-9a-f]{6})\b/gi)].map(([, name, hex]) => [name!, hex!.toLowerCase()]),
);
export const PAGE_BACKGROUND = TOKENS.background ?? '#ffffff';

/** A colour class's hex (`bg-secondary`, `border-[#64748b]`, `text-primary-foreground`), or null. */
function colourOf(cls: string, utility: 'bg' | 'border' | 'text'): string | null {
  const value = cls.slice(utility.length + 1);
  const arbitrary = /^\[(#[0-9a-f]{6})\]$/i.exec(value);
  if (arbitrary) return arbitrary[1]!.toLowerCase();
  if (value === 'white') return '#ffffff';
  return TOKENS[value] ?? null;
}

/** The base (not hover:, disabled:, …) colour of a utility on the element, or null. */
function baseColour(element: Element, utility: 'bg' | 'border' | 'text'): string | null {
  for (const cls of element.className.split(/\s+/)) {
    if (!cls.startsWith(`${utility}-`)) continue;
    const hex = colourOf(cls, utility);
    if (hex) return hex;
  }
  return null;
}

const channel = (c: number) => {
  const s = c / 255;
  return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
};
const luminance = (hex: string) => {
  const n = Number.parseInt(hex.slice(1), 16);
  return 0.2126 * channel((n >> 16) & 255) + 0.7152 * channel((n >> 8) & 255) + 0.0722 * channel(n & 255);
};

/** WCAG 2 contrast ratio of two colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

export interface ControlLook {
  /** The colour that shows where the control is: its border when it has one, else its fill, else none. */
  edge: string | null;
  /** Contrast of that edge against the page (WCAG 1.4.11 asks 3:1 of what identifies a control). */
  edgeContrast: number;
  /** Contrast of its text against its fill (or the page). */
  textContrast: number;
  /** Faded as a disabled control is (an opacity class applied without a state prefix). */
  faded: boolean;
}

export function controlLook(element: Element): ControlLook {
  const classes = element.className.split(/\s+/);
  const fill = baseColour(element, 'bg');
  const border = classes.includes('border') ? baseColour(element, 'border') : null;
  const edge = border ?? (fill && fill !== PAGE_BACKGROUND ? fill : null);
  const text = baseColour(element, 'text');
  return {
    edge,
    edgeContrast: edge ? contrastRatio(edge, PAGE_BACKGROUND) : 1,
    textContrast: text ? contrastRatio(text, fill ?? PAGE_BACKGROUND) : 1,
    faded: classes.some((c) => /^opacity-/.test(c)),
  };
}

/** The fill and text colours of an element's base classes (a badge's look), each a hex or null. */
export const coloursOf = (element: Element) => ({ fill: baseColour(element, 'bg'), text: baseColour(element, 'text') });

/** The hue of a colour in degrees (0-360), to tell "green" from "blue" as the spec names them. */
export function hueOf(hex: string): number {
  const n = Number.parseInt(hex.slice(1), 16);
  const [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map((c) => c / 255) as [number, number, number];
  const max = Math.max(r, g, b);
  const d = max - Math.min(r, g, b);
  if (d === 0) return 0;
  const h = max === r ? ((g - b) / d) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return (h * 60 + 360) % 360;
}
