import { describe, expect, it } from 'vitest';
import { hasCalendlyParams, readCalendlyParams } from './calendlyParams';
import { openRolesText } from './openRoles';

describe('calendly banner parameters', () => {
  it('calendly_connected=true asks for the success banner', () => {
    expect(readCalendlyParams('?calendly_connected=true')).toEqual({ outcome: 'connected', rest: '' });
  });

  it('calendly_error with any value (or none) asks for the failure banner, and wins over success', () => {
    expect(readCalendlyParams('?calendly_error=access_denied').outcome).toBe('error');
    expect(readCalendlyParams('?calendly_error=').outcome).toBe('error');
    expect(readCalendlyParams('?calendly_connected=true&calendly_error=x').outcome).toBe('error');
  });

  it('ignores other values but still removes the parameters, keeping the rest of the query', () => {
    expect(readCalendlyParams('?calendly_connected=false&utm_source=mail')).toEqual({
      outcome: null,
      rest: '?utm_source=mail',
    });
    expect(readCalendlyParams('?a=1&calendly_error=x&b=2').rest).toBe('?a=1&b=2');
    expect(readCalendlyParams('').outcome).toBeNull();
  });

  it('hasCalendlyParams spots either parameter', () => {
    expect(hasCalendlyParams('?calendly_connected=true')).toBe(true);
    expect(hasCalendlyParams('?calendly_error=x')).toBe(true);
    expect(hasCalendlyParams('?utm=1')).toBe(false);
  });
});

describe('open roles text', () => {
  it('counts the roles the API returned', () => {
    expect(openRolesText([{}, {}, {}, {}])).toBe('4 open roles');
    expect(openRolesText([{}])).toBe('1 open role');
    expect(openRolesText([])).toBe('0 open roles');
  });

  it('never invents a number', () => {
    expect(openRolesText(undefined)).toBeNull();
    expect(openRolesText({ error: 'x' })).toBeNull();
  });
});
