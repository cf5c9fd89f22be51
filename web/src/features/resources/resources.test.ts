import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { featuredResources, fileName, filterResources, RESOURCE_CATEGORIES, RESOURCES } from './resources';

// Vitest runs from the repository root.
const publicDir = path.resolve(process.cwd(), 'web/public');

describe('resource library', () => {
  it('lists the spec categories, All first', () => {
    expect(RESOURCE_CATEGORIES).toEqual([
      'All',
      'Compliance',
      'Audit Prep',
      'Quality Management',
      'Documentation',
      'Risk Management',
      'Regulatory News',
    ]);
  });

  it('every resource downloads a real, non-trivial file that ships with the site', () => {
    for (const r of RESOURCES) {
      expect(r.downloadUrl).toMatch(/^\/resources\/[a-z0-9-]+\.txt$/);
      const file = `${publicDir}${r.downloadUrl}`;
      expect(existsSync(file), file).toBe(true);
      expect(readFileSync(file, 'utf8').length).toBeGreaterThan(1000);
    }
    expect(new Set(RESOURCES.map(fileName)).size).toBe(RESOURCES.length);
  });

  it('defaults to everything: All with an empty search', () => {
    expect(filterResources(RESOURCES, '', 'All')).toEqual(RESOURCES);
    expect(filterResources(RESOURCES, '   ', 'All')).toEqual(RESOURCES);
  });

  it('searches title and description, ignoring case', () => {
    expect(filterResources(RESOURCES, 'capa plan', 'All').map((r) => r.title)).toEqual(['CAPA Plan Template']);
    // Only in a description:
    expect(filterResources(RESOURCES, 'FORM FDA 483', 'All').map((r) => r.title)).toEqual([
      'FDA BIMO Inspection Readiness Guide',
    ]);
    expect(filterResources(RESOURCES, 'no such thing', 'All')).toEqual([]);
  });

  it('filters by category and combines with search', () => {
    expect(filterResources(RESOURCES, '', 'Documentation').map((r) => r.title)).toEqual([
      'SOP Review Checklist',
      'TMF Health Check Template',
    ]);
    expect(filterResources(RESOURCES, 'tmf', 'Documentation')).toHaveLength(1);
    expect(filterResources(RESOURCES, 'tmf', 'Compliance')).toHaveLength(0);
  });

  it('every category has at least one resource', () => {
    for (const c of RESOURCE_CATEGORIES.slice(1)) {
      expect(
        RESOURCES.some((r) => r.category === c),
        c,
      ).toBe(true);
    }
  });

  it('shows featured resources only under All', () => {
    expect(featuredResources(RESOURCES, 'All').map((r) => r.title)).toEqual([
      'GCP Audit Readiness Checklist',
      'CAPA Plan Template',
      'FDA BIMO Inspection Readiness Guide',
    ]);
    for (const c of RESOURCE_CATEGORIES.slice(1)) expect(featuredResources(RESOURCES, c)).toEqual([]);
  });
});
