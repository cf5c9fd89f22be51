type AsyncMethods<T> = { [K in keyof T]: (...args: any[]) => Promise<unknown> };

/**
 * An object whose methods load their implementation on the first call: `load` is typically an `import()`, which
 * the Lambda bundle turns into a chunk of its own, so a cold start does not read code that only some requests
 * run. A failed load is tried again on the next call.
 */
export function lazily<T extends AsyncMethods<T>>(load: () => Promise<T>): T {
  let loading: Promise<T> | undefined;
  const loaded = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
  return new Proxy({} as T, {
    get:
      (_, method) =>
      async (...args: unknown[]) => {
        const impl = await loaded();
        return (impl[method as keyof T] as (...a: unknown[]) => Promise<unknown>).apply(impl, args);
      },
  });
}
