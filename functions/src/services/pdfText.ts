import type { PDFFont } from 'pdf-lib';

/** The standard fonts draw WinAnsi only: anything else becomes its base letter or '?', never a failed download. */
export function drawable(font: PDFFont) {
  const set = new Set(font.getCharacterSet());
  return (s: string) =>
    Array.from(s.normalize('NFC'))
      .map((c) => {
        if (set.has(c.codePointAt(0)!)) return c;
        const base = c.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
        return base && Array.from(base).every((b) => set.has(b.codePointAt(0)!)) ? base : '?';
      })
      .join('');
}

/** The text broken into lines no wider than `width` at `size`, at spaces. */
export function lines(text: string, font: PDFFont, size: number, width: number): string[] {
  const out: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(candidate, size) > width) {
      out.push(line);
      line = word;
    } else line = candidate;
  }
  return [...out, line];
}
