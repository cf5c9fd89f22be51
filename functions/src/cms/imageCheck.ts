import { MEDIA_MAX_BYTES, MEDIA_MESSAGES, type MediaType } from '@cq/shared';
import { InvalidInputError } from '../domain/errors';

/**
 * What an uploaded file is, decided by its bytes alone (never its name or declared type): PNG, JPEG and WebP by
 * their signatures, SVG by parsing it as XML whose root is `<svg>`. An SVG is rebuilt from an allow-list of
 * drawing elements, without scripts, event handlers, `foreignObject`, styles or any reference outside the
 * document; one with a document type (entities) is refused outright.
 */
export interface CheckedImage {
  mimeType: MediaType;
  bytes: Buffer;
  /** The SVG was changed to make it safe. */
  sanitized: boolean;
}

const refuse = (message: string) => new InvalidInputError(message, { file: message });

const startsWith = (bytes: Buffer, signature: number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b);

const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));

export async function checkImage(bytes: Buffer): Promise<CheckedImage> {
  if (bytes.length === 0) throw refuse(MEDIA_MESSAGES.empty);
  if (bytes.length > MEDIA_MAX_BYTES) throw refuse(MEDIA_MESSAGES.tooLarge);
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) && bytes.length > 24) {
    return { mimeType: 'image/png', bytes, sanitized: false };
  }
  if (startsWith(bytes, [0xff, 0xd8, 0xff]) && bytes.length > 4) {
    return { mimeType: 'image/jpeg', bytes, sanitized: false };
  }
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBPVP8'), 8)) {
    return { mimeType: 'image/webp', bytes, sanitized: false };
  }
  // The XML parser is loaded by the uploads that need it: an SVG, or bytes that are none of the above.
  const { sanitizeSvg } = await import('./svgSanitize');
  const svg = sanitizeSvg(bytes);
  if (svg) return { mimeType: 'image/svg+xml', bytes: Buffer.from(svg.text, 'utf8'), sanitized: svg.changed };
  throw refuse(MEDIA_MESSAGES.notAnImage);
}
