import { describe, expect, it } from 'vitest';
import { cn } from './cn';

describe('cn', () => {
  it('lets a later utility of the same group win', () => {
    expect(cn('inline-flex h-10 px-4 text-sm', 'hidden sm:inline-flex')).toBe(
      'h-10 px-4 text-sm hidden sm:inline-flex',
    );
    expect(cn('px-4 py-12 sm:px-6', 'py-8')).toBe('px-4 sm:px-6 py-8');
    expect(cn('bg-primary text-primary-foreground', 'bg-[#cfe5e9] text-white')).toBe('bg-[#cfe5e9] text-white');
  });

  it('keeps font size, colour and alignment apart', () => {
    expect(cn('text-sm text-muted-foreground', 'text-center text-lg')).toBe(
      'text-muted-foreground text-center text-lg',
    );
    expect(cn('text-[13px]', 'text-white')).toBe('text-[13px] text-white');
  });

  it('keeps border width, style and colour apart, and side borders separate', () => {
    expect(cn('border border-border', 'border-input')).toBe('border border-input');
    expect(cn('border-b border-border', 'border-t')).toBe('border-b border-border border-t');
  });

  it('handles variants, falsy inputs and unknown classes', () => {
    expect(cn('hover:bg-muted', false, undefined, 'hover:bg-primary', 'foo', 'foo')).toBe('hover:bg-primary foo');
    expect(cn('max-w-3xl', 'mx-auto text-center')).toBe('max-w-3xl mx-auto text-center');
  });
});
