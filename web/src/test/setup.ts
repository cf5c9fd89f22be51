import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { resetToastsForTests } from '@/lib/toast';
import { resetConfigForTests } from '@/lib/config';
import { setWorkspaceId } from '@/lib/workspace';

// Lazy chunks (the toaster, the auth SDK) load through dynamic import: on a busy 2-core CI machine that can
// take well over Testing Library's 1 s default, which made `findBy…` flaky without anything being wrong.
configure({ asyncUtilTimeout: 5000 });

// jsdom has no pointer capture; Radix's toast swipe handling calls it when a test clicks inside a toast.
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.setPointerCapture ??= () => undefined;
Element.prototype.releasePointerCapture ??= () => undefined;

// jsdom's Blob has no text() or arrayBuffer() (browsers' and Node's have). Node 24's fetch builds what
// `Response.blob()` returns from the global Blob, which here is jsdom's, so a test reading a downloaded file got a
// Blob it could not read; jsdom's FileReader can read it, as a browser's Blob methods would.
function readBlob(blob: Blob, as: 'readAsText' | 'readAsArrayBuffer'): Promise<FileReader['result']> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result);
    reader.onerror = () => reject(reader.error ?? new Error('The Blob could not be read'));
    reader[as](blob);
  });
}
Blob.prototype.text ??= function text(this: Blob) {
  return readBlob(this, 'readAsText') as Promise<string>;
};
Blob.prototype.arrayBuffer ??= function arrayBuffer(this: Blob) {
  return readBlob(this, 'readAsArrayBuffer') as Promise<ArrayBuffer>;
};

// Vitest globals are off, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  window.localStorage.clear();
  setWorkspaceId(null); // a test that acted in an organisation (inOrg) leaves the next one in the personal workspace
  resetConfigForTests();
  resetToastsForTests();
});
