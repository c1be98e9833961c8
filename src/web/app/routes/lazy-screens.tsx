/**
 * Screens loaded on demand, so that a visitor of a public page never downloads the signed-in app's code and the
 * other way round. Each module is a small composition of a layout and a feature screen.
 */
import { lazy } from 'react';

const loadPublicHome = () => import('./public-home');

export const PublicHomeScreen = lazy(() => loadPublicHome().then((m) => ({ default: m.PublicHome })));

/**
 * Starts loading the landing page while `/api/auth/user` is still answering, so that a visitor of `/` waits for
 * whichever is slower rather than for both in turn. Most requests for `/` come from visitors.
 */
export function preloadPublicHome(): void {
  loadPublicHome().catch(() => undefined);
}
export const SignedInHomeScreen = lazy(() => import('./signed-in-home').then((m) => ({ default: m.SignedInHome })));
export const PublicNotFoundScreen = lazy(() =>
  import('./public-not-found').then((m) => ({ default: m.PublicNotFound })),
);
export const SignedInNotFoundScreen = lazy(() =>
  import('./signed-in-not-found').then((m) => ({ default: m.SignedInNotFound })),
);
