import { useEffect } from 'react';
import { isRouteErrorResponse, useLocation, useNavigate, useRouteError } from 'react-router';
import { AppErrorScreen } from './app-error-screen';
import { NotFoundPage } from './not-found-page';

/**
 * The router's app-wide boundary. 'Try Again' renders the same location again: a fresh navigation to it clears the
 * router's error state.
 */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const location = useLocation();
  const navigate = useNavigate();

  useEffect(() => {
    if (!isRouteErrorResponse(error)) console.error('[app] route error', error);
  }, [error]);

  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage standalone />;
  return (
    <AppErrorScreen
      onRetry={() => {
        void navigate(`${location.pathname}${location.search}${location.hash}`, { replace: true });
      }}
    />
  );
}
