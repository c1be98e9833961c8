/**
 * Screens loaded on demand, so that a visitor of a public page never downloads the signed-in app's code and the
 * other way round. Each module is a small composition of a layout and a feature screen.
 */
import { lazy } from 'react';

const loadPublicHome = () => import('./public-home');
const loadSignedInHome = () => import('./signed-in-home');

export const PublicHomeScreen = lazy(() => loadPublicHome().then((m) => ({ default: m.PublicHome })));
export const SignedInHomeScreen = lazy(() => loadSignedInHome().then((m) => ({ default: m.SignedInHome })));

/**
 * Starts loading what `/` will show while the session probe (`/api/auth/session`) is still answering, so that the person waits for whichever
 * is slower rather than for both in turn: the dashboard when the session hint says someone is signed in (a signed-in
 * person never downloads the landing page), else the landing page.
 */
export function preloadHome(signedInHint: boolean): void {
  (signedInHint ? loadSignedInHome() : loadPublicHome()).catch(() => undefined);
}
export const PublicNotFoundScreen = lazy(() =>
  import('./public-not-found').then((m) => ({ default: m.PublicNotFound })),
);
export const SignedInNotFoundScreen = lazy(() =>
  import('./signed-in-not-found').then((m) => ({ default: m.SignedInNotFound })),
);
