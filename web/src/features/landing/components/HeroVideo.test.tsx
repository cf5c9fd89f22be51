import { SITE } from '@cq/shared/site';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { HeroVideo } from './HeroVideo';

describe('HeroVideo', () => {
  it('shows the poster only while the firm has no film configured (the default)', () => {
    expect(SITE.heroFilmYoutubeId).toBeUndefined();
    const { container } = render(<HeroVideo />);
    expect(container.querySelector('img')).toHaveAttribute('src', '/media/hero-poster.svg');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(container.querySelector('iframe')).toBeNull();
  });

  it("with the firm's film, loads the privacy-enhanced player only when asked", async () => {
    const { container } = render(<HeroVideo youtubeId="firm-film-1" />);
    expect(container.querySelector('iframe')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: /^Play video: / }));
    expect(container.querySelector('iframe')).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/firm-film-1?autoplay=1&rel=0&modestbranding=1',
    );
  });
});
