import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { PostMarkdown } from './PostMarkdown';

const show = (content: string) =>
  render(
    <MemoryRouter>
      <PostMarkdown content={content} />
    </MemoryRouter>,
  );

describe('PostMarkdown', () => {
  it('renders Markdown: headings from h2, lists, emphasis, tables, site and external links', () => {
    const { container } = show(
      '# Big\n\n## Section\n\n- **one**\n- *two*\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n[contact](/contact) and [ICH](https://ich.org)',
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Big' })).toBeInTheDocument();
    expect(container.querySelector('h1')).toBeNull();
    expect(screen.getByText('one').tagName).toBe('STRONG');
    expect(container.querySelector('table td')?.textContent).toBe('1');
    expect(screen.getByRole('link', { name: 'contact' })).toHaveAttribute('href', '/contact');
    const external = screen.getByRole('link', { name: 'ICH' });
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('leaves raw HTML, scripts and javascript: links out', () => {
    const { container } = show(
      'Hi <script>alert(1)</script><img src=x onerror="alert(2)"> <b>bold</b>\n\n[click](javascript:alert(3)) ![x](http://tracker.example/p.png)',
    );
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('b')).toBeNull();
    expect(container.innerHTML).not.toContain('onerror');
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByText('click').getAttribute('href') ?? '').not.toMatch(/javascript/i);
  });

  it('shows images from the media library with their alt text', () => {
    show('![Audit room](/uploads/0190a.png)');
    expect(screen.getByRole('img', { name: 'Audit room' })).toHaveAttribute('src', '/uploads/0190a.png');
  });
});
