import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MarketplacePage, PLUGINS, TEMPLATES } from './MarketplacePage';

describe('/marketplace', () => {
  it('lists templates and plugins, every one labelled coming soon', () => {
    render(<MarketplacePage />);
    const templates = screen.getByRole('region', { name: 'Audit Templates' });
    const plugins = screen.getByRole('region', { name: 'Plugins' });
    expect(within(templates).getAllByRole('listitem')).toHaveLength(TEMPLATES.length);
    expect(within(plugins).getAllByRole('listitem')).toHaveLength(PLUGINS.length);
    expect(screen.getAllByText('Coming soon')).toHaveLength(TEMPLATES.length + PLUGINS.length);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
