import { describe, expect, it } from 'vitest';
import { contract, groupContracts, type RouteContract } from './contract';
import { groups, routeKey, routes } from './routes';

const keysOf = (group: string) =>
  routes
    .filter((r) => r.group === group)
    .map(routeKey)
    .sort();

describe('the contract', () => {
  it('has every route of the manifest and nothing else', () => {
    expect(Object.keys(contract).sort()).toEqual(routes.map(routeKey).sort());
  });

  it('gives every route a schema for each part it takes', () => {
    const parts = ['params', 'query', 'body', 'response'] as const;
    for (const [key, rules] of Object.entries(contract as Record<string, RouteContract>)) {
      for (const part of parts) {
        const schema = rules[part];
        if (schema !== undefined) expect(typeof schema.safeParse, `${key} ${part}`).toBe('function');
      }
      // A path with parameters validates them.
      if (key.includes('{')) expect(rules.params, `${key} params`).toBeDefined();
    }
  });

  it('is split into one module per group holding exactly that group’s routes', () => {
    expect(Object.keys(groupContracts).sort()).toEqual([...groups()].sort());
    for (const [group, part] of Object.entries(groupContracts)) {
      expect(Object.keys(part).sort(), group).toEqual(keysOf(group));
      // The merged contract holds the group's very schemas, not copies.
      for (const [key, rules] of Object.entries(part)) expect((contract as Record<string, unknown>)[key]).toBe(rules);
    }
  });
});
