import { render, screen } from '@testing-library/react';
import type { UseQueryResult } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { trailEntry } from '@/test/workspace';
import { TrailView, type TrailViewProps } from './TrailView';

const loaded = (entries: ReturnType<typeof trailEntry>[]) =>
  ({ data: { entries, verified: true }, isPending: false, isError: false }) as unknown as TrailViewProps['trail'] &
    UseQueryResult;

describe('TrailView', () => {
  it('names the API key an entry was made with, after the person it acted for', () => {
    render(
      <TrailView
        trail={loaded([
          trailEntry(1, { actor: 'u3', via: { apiKeyId: 'k1', name: 'CTMS sync' } }),
          trailEntry(2, { actor: 'u3' }),
        ])}
        userId="u1"
        actorName={(id) => (id === 'u3' ? 'Jane Doe' : id)}
        changes={() => []}
        actionLabel={(action) => action}
      />,
    );
    expect(screen.getByText(/by Jane Doe via key 'CTMS sync'/)).toBeInTheDocument();
    expect(screen.getAllByText(/by Jane Doe/)).toHaveLength(2);
    expect(screen.getAllByText(/via key/)).toHaveLength(1);
  });
});
