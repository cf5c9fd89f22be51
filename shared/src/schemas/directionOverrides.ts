/**
 * Unicode direction controls: the embeddings and overrides U+202A–U+202E and the isolates U+2066–U+2069. Inside
 * a title or note they reorder what is displayed without changing what is stored, so "evil" written with an
 * override shows as "live" (the "Trojan Source" trick). A regulated record must read as it is, so they are removed
 * from every text field on the way in (21 CFR 11.10(a): accurate and complete copies of records).
 */
export const DIRECTION_OVERRIDES = /[\u202A-\u202E\u2066-\u2069]/g;

/** The text with every direction control removed; everything else (right-to-left letters too) is kept. */
export const withoutDirectionOverrides = (text: string): string => text.replace(DIRECTION_OVERRIDES, '');
