import { XMLBuilder, XMLParser, XMLValidator } from 'fast-xml-parser';
import { MEDIA_MESSAGES } from '@cq/shared';
import { InvalidInputError } from '../domain/errors';

/** Every refusal here is the one message: the file is an SVG we will not rebuild. */
const unsafe = () => new InvalidInputError(MEDIA_MESSAGES.unsafeSvg, { file: MEDIA_MESSAGES.unsafeSvg });

/** SVG drawing elements kept (lower-cased); everything else goes, with its content. */
const SVG_ELEMENTS = new Set(
  [
    'svg',
    'g',
    'defs',
    'title',
    'desc',
    'symbol',
    'use',
    'path',
    'rect',
    'circle',
    'ellipse',
    'line',
    'polyline',
    'polygon',
    'text',
    'tspan',
    'lineargradient',
    'radialgradient',
    'stop',
    'clippath',
    'mask',
    'pattern',
    'marker',
    'filter',
    'feblend',
    'fecolormatrix',
    'fecomposite',
    'fedropshadow',
    'feflood',
    'fegaussianblur',
    'femerge',
    'femergenode',
    'femorphology',
    'feoffset',
  ].map((e) => e.toLowerCase()),
);

/** An attribute that could run code or fetch something: event handlers, references out of the document. */
function unsafeAttribute(name: string, value: string): boolean {
  const key = name.toLowerCase();
  // Whitespace and control characters are ignored by browsers inside a URL scheme ("java\tscript:").
  const compact = [...value]
    .filter((c) => c.charCodeAt(0) > 0x20)
    .join('')
    .toLowerCase();
  if (key.startsWith('on')) return true;
  if (key === 'xml:base' || key === 'style') return true;
  if (key === 'href' || key.endsWith(':href')) return !value.trim().startsWith('#');
  if (/(java|vb)script:|data:|@import|expression\(/.test(compact)) return true;
  // url(...) may only point inside the document (a gradient, a clip path): url(#id).
  if (/url\((?!['"]?#)/.test(compact)) return true;
  return false;
}

type XmlNode = Record<string, unknown> & { ':@'?: Record<string, string> };

const OPTIONS = {
  ignoreAttributes: false,
  preserveOrder: true,
  attributeNamePrefix: '',
  commentPropName: '#comment',
  processEntities: true,
  htmlEntities: true,
  trimValues: false,
  parseTagValue: false,
  parseAttributeValue: false,
} as const;

function nameOf(node: XmlNode): string {
  return Object.keys(node).find((k) => k !== ':@')!;
}

/** Keeps the allowed elements and safe attributes; says whether anything was removed. */
function clean(nodes: XmlNode[], removed: { any: boolean }): XmlNode[] {
  const out: XmlNode[] = [];
  for (const node of nodes) {
    const name = nameOf(node);
    if (name === '#text') {
      out.push(node);
      continue;
    }
    if (!SVG_ELEMENTS.has(name.toLowerCase())) {
      // Comments and the XML declaration are dropped quietly; anything else is a removal worth saying.
      if (name !== '#comment' && name !== '?xml') removed.any = true;
      continue;
    }
    const attrs = node[':@'] ?? {};
    const kept = Object.fromEntries(Object.entries(attrs).filter(([k, v]) => !unsafeAttribute(k, String(v))));
    if (Object.keys(kept).length !== Object.keys(attrs).length) removed.any = true;
    const children = clean((node[name] as XmlNode[]) ?? [], removed);
    out.push({ [name]: children, ...(Object.keys(kept).length ? { ':@': kept } : {}) });
  }
  return out;
}

/** Sticky (`y`): they match at `lastIndex` only, so each is one bounded look at the root's position. */
const DOCTYPE_SVG = /<!DOCTYPE\s+svg/iy;
const SVG_ROOT = /<svg[\s>]/iy;
const at = (pattern: RegExp, text: string, index: number) => {
  pattern.lastIndex = index;
  return pattern.test(text);
};

const skipSpace = (text: string, from: number) => {
  let i = from;
  while (i < text.length && /\s/.test(text[i]!)) i++;
  return i;
};

/**
 * Where the root element starts: after leading whitespace, an optional XML declaration and any comments, each
 * followed by whitespace; -1 when one of them is not closed. A linear scan with `indexOf`: the regular expression
 * it replaces, `(<!--[\s\S]*?-->\s*)*`, let a comment's lazy body run on across the next `-->`, so a file of n
 * comments followed by anything but an `<svg>` root was tried 2^n ways (28 comments outlasted the Lambda's
 * timeout; any uploader could send them).
 */
function rootStart(text: string): number {
  let i = skipSpace(text, 0);
  if (text.slice(i, i + 5).toLowerCase() === '<?xml') {
    const end = text.indexOf('>', i);
    if (end < 0) return -1;
    i = skipSpace(text, end + 1);
  }
  while (text.startsWith('<!--', i)) {
    const end = text.indexOf('-->', i + 4);
    if (end < 0) return -1;
    i = skipSpace(text, end + 3);
  }
  return i;
}

/**
 * The SVG rebuilt safe, or null when the bytes are not an SVG document at all. Refuses (400) an SVG with a
 * DOCTYPE (entity expansion, external entities) rather than guessing.
 */
export function sanitizeSvg(bytes: Buffer): { text: string; changed: boolean } | null {
  if (bytes.includes(0)) return null;
  const text = bytes.toString('utf8').replace(/^\uFEFF/, '');
  const root = rootStart(text);
  if (root < 0) return null;
  // A document type (with its entities) before an <svg> root: refused, never expanded.
  if (at(DOCTYPE_SVG, text, root)) throw unsafe();
  if (!at(SVG_ROOT, text, root)) return null;
  if (/<!DOCTYPE|<!ENTITY/i.test(text)) throw unsafe();
  if (XMLValidator.validate(text) !== true) throw unsafe();
  const tree = new XMLParser(OPTIONS).parse(text) as XmlNode[];
  const roots = tree.filter((n) => !['#text', '#comment', '?xml'].includes(nameOf(n)));
  if (roots.length !== 1 || nameOf(roots[0]!).toLowerCase() !== 'svg') throw unsafe();
  const removed = { any: false };
  const kept = clean(roots, removed);
  const out = new XMLBuilder({ ...OPTIONS, suppressEmptyNode: true }).build(kept) as string;
  return { text: out, changed: removed.any };
}
