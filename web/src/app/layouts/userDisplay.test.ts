import { describe, expect, it } from 'vitest';
import { displayName, initials, roleLabel } from './userDisplay';

const u = (firstName: string | null, lastName: string | null, email = '') => ({ firstName, lastName, email });

describe('user menu labels', () => {
  it('shows the name, else the e-mail, else User', () => {
    expect(displayName(u('Ada', 'Lovelace', 'ada@example.com'))).toBe('Ada Lovelace');
    expect(displayName(u(null, null, 'ada@example.com'))).toBe('ada@example.com');
    expect(displayName(u(null, null))).toBe('User');
    expect(displayName(null)).toBe('User');
  });

  it('initials come from the names, else the e-mail, else U', () => {
    expect(initials(u('ada', 'lovelace', 'x@example.com'))).toBe('AL');
    expect(initials(u(null, null, 'grace@example.com'))).toBe('GR');
    expect(initials(u(null, null))).toBe('U');
  });

  it('role label defaults to Clinical Auditor', () => {
    expect(roleLabel('user')).toBe('Clinical Auditor');
    expect(roleLabel(undefined)).toBe('Clinical Auditor');
    expect(roleLabel('admin')).toBe('Administrator');
  });
});
