import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AuditStatus } from '@cq/shared/audits/rules';
import { coloursOf, contrastRatio, hueOf } from '@/test/contrast';
import { badge } from '@/test/workspace';
import { AuditStatusBadge } from './AuditStatusBadge';
import { BadgeList } from './BadgeList';

/** Colour names as hue ranges (degrees): what a person calls green, yellow (dark yellow text leans to 30°), blue or red. */
const HUES = { green: [90, 170], yellow: [25, 65], blue: [190, 250], red: [-20, 15] } as const;
const inHue = (hex: string, [lo, hi]: readonly [number, number]) => {
  const h = hueOf(hex);
  return (h >= lo && h <= hi) || (lo < 0 && h >= 360 + lo);
};

describe('audit status colours (spec §4)', () => {
  // "colours green completed, yellow in progress, blue scheduled, red cancelled"
  const expected: [AuditStatus, string, keyof typeof HUES][] = [
    ['completed', 'Completed', 'green'],
    ['in_progress', 'In Progress', 'yellow'],
    ['scheduled', 'Scheduled', 'blue'],
    ['cancelled', 'Cancelled', 'red'],
  ];
  it.each(expected)('shows %s as "%s" in %s, its text readable on its fill', (status, label, colour) => {
    render(<AuditStatusBadge status={status} />);
    const { fill, text } = coloursOf(screen.getByText(label));
    expect(fill && inHue(fill, HUES[colour]), `fill ${fill}`).toBe(true);
    expect(text && inHue(text, HUES[colour]), `text ${text}`).toBe(true);
    expect(contrastRatio(text!, fill!)).toBeGreaterThanOrEqual(4.5);
  });
});

describe('badge icons by type (spec §9)', () => {
  it('gives compliance_expert, quality_tracker and audit_master their own icons, and any other type the default', () => {
    const types = ['compliance_expert', 'quality_tracker', 'audit_master', 'on_a_roll'] as const;
    render(
      <BadgeList
        badges={types.map((badgeType, i) => badge(i + 1, { badgeType, iconClass: '', title: `Badge ${badgeType}` }))}
      />,
    );
    const iconOf = (type: string) =>
      screen
        .getByText(`Badge ${type}`)
        .closest('li')!
        .querySelector('svg')!
        .getAttribute('class')!
        .split(' ')
        .find((c) => c.startsWith('lucide-'))!;
    const own = ['compliance_expert', 'quality_tracker', 'audit_master'].map(iconOf);
    expect(new Set(own).size).toBe(3);
    // on_a_roll is the one other type: the default icon, none of the three.
    expect(own).not.toContain(iconOf('on_a_roll'));
  });
});
