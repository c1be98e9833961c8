/**
 * The `?next=` target after sign-in. Only a path on this site is followed: anything with a scheme or host, a
 * protocol-relative `//host`, a backslash trick or a control character is refused, and so is a path back to the
 * auth screens (it would loop).
 */

const AUTH_PATHS = ['/auth', '/forgot-password', '/reset-password', '/verify-email'];

export function getSafeNextPath(next: string | null | undefined): string | null {
  if (!next) return null;
  const value = next.trim();
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  if (
    value.includes('\\') ||
    Array.from(value).some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f)
  ) {
    return null;
  }
  const path = value.split(/[?#]/)[0] ?? '';
  if (AUTH_PATHS.some((auth) => path === auth || path.startsWith(`${auth}/`))) return null;
  return value;
}

/** The sign-in URL that brings the visitor back to `path` afterwards. */
export function buildSignInPath(path: string): string {
  const next = getSafeNextPath(path);
  return next && next !== '/' ? `/auth?next=${encodeURIComponent(next)}` : '/auth';
}
