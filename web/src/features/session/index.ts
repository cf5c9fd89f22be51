export { useCurrentUser, CURRENT_USER_KEY } from './useCurrentUser';
export { ProtectedRoute } from './ProtectedRoute';
export { redirectToLogin, currentPath, LOGIN_REDIRECT_DELAY_MS } from '@/lib/auth/redirectToLogin';
export { SigningActions, SigningPassword, signerName, useSignatureStatement } from './signing';
