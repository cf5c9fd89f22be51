import type { ServerOptions } from 'vite';

/**
 * What Vite's dev server may serve and to whom (`npm start`, dev mode). Vite serves any file under the
 * workspace root at `/@fs/<absolute path>`, which includes `.local/`: cognito-local's pool files hold every
 * local user's password hash and refresh tokens, and the DynamoDB Local key sits beside the data. Vite's own
 * deny list is replaced by this one (it does not merge), so its defaults are repeated here.
 */
export const DEV_FS_DENY = [
  // Vite's defaults.
  '.env',
  '.env.*',
  '*.{crt,pem,key,p12,pfx,cer,der}',
  '.npmrc',
  '.yarnrc.yml',
  '**/.git/**',
  // A worktree's or submodule's `.git` is a file; the local stack's data, keys and state; CDK output.
  '**/.git',
  '**/.local/**',
  '**/cdk.out/**',
];

/**
 * Vite's CORS default lets any page on any localhost port read what the dev server serves; only the app's own
 * origin may. File access stays strict: nothing outside the workspace, nothing on the deny list.
 */
export function devServerOptions(origin: string): Pick<ServerOptions, 'fs' | 'cors'> {
  return {
    fs: { strict: true, deny: DEV_FS_DENY },
    cors: { origin: [origin] },
  };
}
