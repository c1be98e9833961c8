/**
 * Prerendered pages are written with this in place of the current year (the footer's ©). The server replaces it with
 * the year it serves the page in, so a page built last year does not say so (decision 069).
 */
export const YEAR_PLACEHOLDER = '__SITEWARDEN_YEAR__';
