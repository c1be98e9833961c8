/**
 * Prerendered pages are written with this origin in their canonical and Open Graph URLs. The server replaces it with
 * PUBLIC_URL when it serves a page, so one build serves any address (tests, staging, production).
 * `.invalid` is reserved (RFC 2606): the placeholder can never be a real site.
 */
export const ORIGIN_PLACEHOLDER = 'https://sitewarden-origin.invalid';
