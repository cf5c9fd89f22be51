import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { contrastRatio, controlLook } from '@/test/contrast';
import { Button, buttonVariants } from './button';

describe('Button', () => {
  // Ghost and link buttons are text on the page by design; every other variant is a shape that must show itself.
  it.each(['default', 'secondary', 'outline', 'destructive'] as const)(
    'the %s variant looks enabled: its edge stands out from the page (3:1) and its text from its fill (4.5:1)',
    (variant) => {
      render(<Button variant={variant}>Go</Button>);
      const look = controlLook(screen.getByRole('button', { name: 'Go' }));
      expect(look.edgeContrast, `${variant} edge ${look.edge}`).toBeGreaterThanOrEqual(3);
      expect(look.textContrast, `${variant} text`).toBeGreaterThanOrEqual(4.5);
      expect(look.faded).toBe(false);
    },
  );

  it('fades only when disabled', () => {
    const classes = buttonVariants({ variant: 'secondary' }).split(' ');
    expect(
      classes
        .filter((c) => c.includes('opacity'))
        .every((c) => c.startsWith('disabled:') || c.startsWith('aria-disabled:')),
    ).toBe(true);
  });

  it('reads contrast as WCAG does', () => {
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21);
    expect(contrastRatio('#0f4c5c', '#ffffff')).toBeGreaterThan(9);
  });
});
