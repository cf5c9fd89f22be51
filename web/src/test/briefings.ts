import { screen } from '@testing-library/react';
import { expect } from 'vitest';
import type { PublicPost, PublicPostSummary } from '@cq/shared/content/schemas';
import { jsonResponse } from './browser';

/** A published briefing as the subscribers' API answers it (the public one gives `content: ''`). */
export const briefingPost = (over: Partial<PublicPost> = {}): PublicPost => ({
  id: '0190a1b2-0000-7000-8000-0000000000b1',
  slug: 'fda-dct-guidance',
  title: 'FDA finalises DCT guidance',
  excerpt: 'What changes for sponsors and sites.',
  category: 'regulatory',
  briefing: true,
  tags: ['FDA'],
  publishedAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  readTimeMinutes: 3,
  content: '## What changed\n\nRe-map the decentralised elements.',
  viewCount: 4,
  ...over,
});

export const briefingSummary = (): PublicPostSummary => {
  const { content: _content, viewCount: _views, ...summary } = briefingPost();
  return summary;
};

/** The server's refusal without the subscription (a new Response each time: a body is read once). */
export const briefingsRefusal = () =>
  jsonResponse(
    {
      error: 'This needs the Regulatory Briefings subscription',
      code: 'SUBSCRIPTION_REQUIRED',
      buyUrl: '/subscriptions',
    },
    403,
  );

/** The one subscribe prompt, with its buy link; waits for it (the first signed-in call loads the auth SDK). */
export async function expectBriefingsPrompt() {
  expect(
    await screen.findByRole('heading', { name: 'This needs the Regulatory Briefings subscription' }, { timeout: 5000 }),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Subscribe to Regulatory Briefings' })).toHaveAttribute(
    'href',
    '/subscriptions',
  );
}
