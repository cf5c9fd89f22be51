import { describe, expect, it } from 'vitest';
import { safeNext, withNext } from './safeNext';

describe('safeNext', () => {
  it.each([
    ['/dashboard', '/dashboard'],
    ['/audits/42?tab=findings#f1', '/audits/42?tab=findings#f1'],
    ['/', '/'],
  ])('keeps same-origin relative path %s', (raw, expected) => {
    expect(safeNext(raw)).toBe(expected);
  });

  it.each([
    null,
    '',
    'dashboard',
    'https://evil.example/phish',
    'http://localhost:3000/dashboard',
    '//evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    '/\t/evil.example',
    ' /dashboard',
    'javascript:alert(1)',
    '/api/logout',
  ])('rejects %j', (raw) => {
    expect(safeNext(raw)).toBe('/');
  });

  it('links carry next only when it is not the default', () => {
    expect(withNext('/sign-up', '/')).toBe('/sign-up');
    expect(withNext('/sign-up', '/audits?x=1')).toBe('/sign-up?next=%2Faudits%3Fx%3D1');
  });
});
