/** Throws while rendering so e2e tests can prove the error boundary reports and shows its fallback. */
export function RenderErrorPage(): never {
  throw new Error('E2E render error probe');
}

export default RenderErrorPage;
