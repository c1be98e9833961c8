import { useEffect } from 'react';

export const SITE_NAME = 'Sitewarden';

/** 'Sign in' -> 'Sign in · Sitewarden'; no title -> the site's own title. */
export function formatDocumentTitle(title?: string): string {
  return title ? `${title} · ${SITE_NAME}` : `${SITE_NAME}: website and domain monitoring`;
}

/** Sets the document title for the screen that calls it. */
export function useDocumentTitle(title?: string): void {
  useEffect(() => {
    document.title = formatDocumentTitle(title);
  }, [title]);
}
