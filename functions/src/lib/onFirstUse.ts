/**
 * An object standing for `current()`: every read, write, key listing or prototype check goes to the object
 * `current` returns at that moment. The placeholder target holds nothing.
 */
export function forwardingProxy<T extends object>(current: () => T): T {
  return new Proxy({} as T, {
    get: (_, key) => Reflect.get(current(), key),
    set: (_, key, value) => Reflect.set(current(), key, value),
    has: (_, key) => Reflect.has(current(), key),
    ownKeys: () => Reflect.ownKeys(current()),
    getOwnPropertyDescriptor: (_, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(current(), key);
      // A proxy may not report as non-configurable a property its placeholder target lacks.
      return descriptor && { ...descriptor, configurable: true };
    },
    defineProperty: (_, key, descriptor) => Reflect.defineProperty(current(), key, descriptor),
    deleteProperty: (_, key) => Reflect.deleteProperty(current(), key),
    getPrototypeOf: () => Reflect.getPrototypeOf(current()),
  });
}

/**
 * An object built the first time it is used rather than when its module loads: for module-level objects that
 * are costly to build (ElectroDB entities, services, conversions; in the Lambda bundles every shared zod schema,
 * infra/lib/constructs/pure-initializers.ts) in a Lambda whose requests each use a few of them, so a cold start
 * does not build them all (issue 23).
 */
export function onFirstUse<T extends object>(build: () => T): T {
  let built: T | undefined;
  return forwardingProxy(() => (built ??= build()));
}
