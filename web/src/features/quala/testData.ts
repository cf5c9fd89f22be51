import type { QualaInteraction } from '@cq/shared/quala/schemas';
import { QUALA_NO_GROUNDED_ANSWER } from '@cq/shared/quala/rules';

/** Quala interactions as the API answers them (tests check every answer against the contract). */
export const interaction = (n: number, overrides: Partial<QualaInteraction> = {}): QualaInteraction => ({
  id: `0190a1b2-0000-7000-8000-0000000000${String(n).padStart(2, '0')}`,
  prompt: `Question ${n} about informed consent`,
  response: [
    "Here is what Quala's GCP knowledge base says:",
    '',
    `- **Informed consent.** Consent is obtained before any trial procedure (answer ${n}). [1]`,
    '- **Essential records.** Signed forms are kept in the TMF. [2]',
  ].join('\n'),
  citations: [
    {
      id: 'ich-e6-consent',
      source: 'ICH E6(R3) 2.8.1',
      title: 'Informed consent before participation',
      passage: 'Freely given informed consent is obtained from every participant before participation.',
    },
    {
      id: 'tmf-essential',
      source: 'ICH E6(R3) Appendix C',
      title: 'Essential records',
      passage: 'Essential records permit evaluation of the conduct of the trial and the quality of the data.',
    },
  ],
  grounded: true,
  engine: 'offline',
  createdAt: `2026-11-2${n % 10}T10:00:00.000Z`,
  ...overrides,
});

export const ungrounded = (n: number, prompt: string): QualaInteraction =>
  interaction(n, { prompt, response: QUALA_NO_GROUNDED_ANSWER, citations: [], grounded: false });
