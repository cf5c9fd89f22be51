/** True when the honeypot was filled; checked on the raw body so a bot is answered before validation. */
export const honeypotFilled = (body: unknown): boolean => {
  const website = (body as { website?: unknown } | null)?.website;
  return typeof website === 'string' && website.trim() !== '';
};
