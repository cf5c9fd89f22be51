import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

/**
 * A small Markdown reader for Quala's answers that builds React elements only (never HTML strings): paragraphs,
 * bullet and numbered lists, headings shown as bold lines, **bold**, *italic*, `code`, links (site paths and
 * http(s) addresses; anything else stays text) and the `[n]` citation markers, which `renderMarker` turns into
 * links to the numbered sources.
 */
export type MarkerRenderer = (n: number, key: string) => ReactNode | null;

const INLINE = /\*\*([^*]+?)\*\*|__([^_]+?)__|\*([^*\s][^*]*?)\*|`([^`]+)`|\[([^\]]+)\]\(([^)\s]+)\)|\[(\d{1,3})\]/g;

function safeHref(href: string): { internal: boolean; href: string } | null {
  if (href.startsWith('/') && !href.startsWith('//')) return { internal: true, href };
  if (/^https?:\/\//i.test(href)) return { internal: false, href };
  return null;
}

export function renderInline(text: string, marker: MarkerRenderer, prefix = 'i'): ReactNode[] {
  const out: ReactNode[] = [];
  let last = 0;
  let k = 0;
  for (const m of text.matchAll(INLINE)) {
    const start = m.index;
    if (start > last) out.push(text.slice(last, start));
    const key = `${prefix}-${k++}`;
    const [whole, bold, bold2, italic, code, linkText, linkHref, markerN] = m;
    if (bold !== undefined || bold2 !== undefined) {
      out.push(<strong key={key}>{renderInline(bold ?? bold2 ?? '', marker, key)}</strong>);
    } else if (italic !== undefined) {
      out.push(<em key={key}>{renderInline(italic, marker, key)}</em>);
    } else if (code !== undefined) {
      out.push(<code key={key}>{code}</code>);
    } else if (linkText !== undefined && linkHref !== undefined) {
      const safe = safeHref(linkHref);
      if (!safe) out.push(linkText);
      else if (safe.internal)
        out.push(
          <Link key={key} to={safe.href} className="font-medium text-accent underline underline-offset-2">
            {linkText}
          </Link>,
        );
      else
        out.push(
          <a
            key={key}
            href={safe.href}
            target="_blank"
            rel="noopener noreferrer"
            className="font-medium text-accent underline underline-offset-2"
          >
            {linkText}
          </a>,
        );
    } else if (markerN !== undefined) {
      out.push(marker(Number(markerN), key) ?? whole);
    } else {
      out.push(whole);
    }
    last = start + whole.length;
  }
  if (last < text.length) out.push(text.slice(last));
  return out;
}

type Block = { type: 'p'; lines: string[] } | { type: 'ul' | 'ol'; items: string[] } | { type: 'h'; text: string };

export function parseBlocks(markdown: string): Block[] {
  const blocks: Block[] = [];
  let current = null as Block | null;
  const flush = () => {
    if (current) blocks.push(current);
    current = null;
  };
  for (const raw of markdown.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trim();
    const bullet = /^[-*+]\s+(.*)$/.exec(line);
    const numbered = /^\d{1,3}[.)]\s+(.*)$/.exec(line);
    const heading = /^#{1,6}\s+(.*)$/.exec(line);
    if (!line) flush();
    else if (heading) {
      flush();
      blocks.push({ type: 'h', text: heading[1]! });
    } else if (bullet || numbered) {
      const type = bullet ? 'ul' : 'ol';
      if (current?.type !== type) {
        flush();
        current = { type, items: [] };
      }
      (current as { items: string[] }).items.push((bullet ?? numbered)![1]!);
    } else if (current?.type === 'ul' || current?.type === 'ol') {
      // A continuation line belongs to the list item above it.
      const items: string[] = current.items;
      items[items.length - 1] += ` ${line}`;
    } else {
      if (current?.type !== 'p') {
        flush();
        current = { type: 'p', lines: [] };
      }
      (current as { lines: string[] }).lines.push(line);
    }
  }
  flush();
  return blocks;
}

/** Renders the answer's Markdown as React elements. */
export function Markdown({ text, marker }: { text: string; marker: MarkerRenderer }) {
  return (
    <div className="grid gap-2 text-sm leading-relaxed">
      {parseBlocks(text).map((block, i) => {
        const key = `b${i}`;
        if (block.type === 'h')
          return (
            <p key={key} className="font-semibold">
              {renderInline(block.text, marker, key)}
            </p>
          );
        if (block.type === 'p') return <p key={key}>{renderInline(block.lines.join(' '), marker, key)}</p>;
        const List = block.type;
        return (
          <List key={key} className={List === 'ul' ? 'grid list-disc gap-1 pl-5' : 'grid list-decimal gap-1 pl-5'}>
            {block.items.map((item, j) => (
              <li key={j}>{renderInline(item, marker, `${key}-${j}`)}</li>
            ))}
          </List>
        );
      })}
    </div>
  );
}

/** The answer as plain text (for the screen-reader announcement): Markdown syntax removed. */
export function plainText(markdown: string): string {
  return markdown
    .replace(/\[([^\]]+)\]\(([^)\s]+)\)/g, '$1')
    .replace(/\*\*|__|`/g, '')
    .replace(/^\s*(?:[-*+]|\d{1,3}[.)]|#{1,6})\s+/gm, '')
    .replace(/\s+/g, ' ')
    .trim();
}
