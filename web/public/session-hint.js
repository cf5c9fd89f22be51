/* global document, localStorage */
/*
 * Runs before the first paint (a classic script in <head>; the CSP allows same-origin scripts only, so it
 * cannot be inline). When this browser holds a signed-in session — the key Amplify writes on sign-in, for
 * any app client — it marks <html data-session="stored">: the prerendered landing page of `/` (with Sign In
 * and Sign Up) then stays hidden while the app starts and shows the dashboard (see src/index.css, boot.ts
 * and main.tsx). src/lib/auth/session.ts `hasStoredSession` makes the same check.
 */
(() => {
  try {
    for (let i = 0; i < localStorage.length; i++) {
      if (/^CognitoIdentityServiceProvider\..+\.LastAuthUser$/.test(localStorage.key(i) ?? '')) {
        document.documentElement.dataset.session = 'stored';
        return;
      }
    }
  } catch {
    // Storage blocked: no stored session.
  }
})();
