import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { resetToastsForTests } from '@/lib/toast';
import { resetConfigForTests } from '@/lib/config';

// Lazy chunks (the toaster, the auth SDK) load through dynamic import: on a busy 2-core CI machine that can
// take well over Testing Library's 1 s default, which made `findBy…` flaky without anything being wrong.
configure({ asyncUtilTimeout: 5000 });

// jsdom has no pointer capture; Radix's toast swipe handling calls it when a test clicks inside a toast.
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.setPointerCapture ??= () => undefined;
Element.prototype.releasePointerCapture ??= () => undefined;

// Vitest globals are off, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  window.localStorage.clear();
  resetConfigForTests();
  resetToastsForTests();
});
