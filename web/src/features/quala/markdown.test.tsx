import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { Markdown, parseBlocks, plainText } from './markdown';

const marker = (n: number, key: string) => (n <= 2 ? <a key={key} href={`#s${n}`}>{`[${n}]`}</a> : null);

describe('Quala markdown', () => {
  it('reads paragraphs, bullet and numbered lists', () => {
    expect(parseBlocks('Intro line\ncontinued\n\n- one\n- two\n  more\n1. first\n2. second')).toEqual([
      { type: 'p', lines: ['Intro line', 'continued'] },
      { type: 'ul', items: ['one', 'two more'] },
      { type: 'ol', items: ['first', 'second'] },
    ]);
  });

  it('renders bold, code, safe links and citation markers as elements, never HTML', () => {
    const { container } = render(
      <MemoryRouter>
        <Markdown
          text={
            '**Bold** and `code` [1] [7] <img src=x onerror=alert(1)> [site](/schedule-call) [bad](javascript:alert(1)) [ext](https://ich.org)'
          }
          marker={marker}
        />
      </MemoryRouter>,
    );
    expect(container.querySelector('strong')).toHaveTextContent('Bold');
    expect(container.querySelector('code')).toHaveTextContent('code');
    expect(container.querySelector('img')).toBeNull();
    expect(container).toHaveTextContent('<img src=x onerror=alert(1)>');
    expect(screen.getByRole('link', { name: '[1]' })).toHaveAttribute('href', '#s1');
    expect(screen.queryByRole('link', { name: '[7]' })).toBeNull();
    expect(container).toHaveTextContent('[7]');
    expect(screen.getByRole('link', { name: 'site' })).toHaveAttribute('href', '/schedule-call');
    expect(screen.queryByRole('link', { name: 'bad' })).toBeNull();
    expect(screen.getByRole('link', { name: 'ext' })).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('gives plain text for announcements', () => {
    expect(plainText('- **Consent.** Obtained first [1]\n[book](/schedule-call)')).toBe(
      'Consent. Obtained first [1] book',
    );
  });
});
