/**
 * The one inline script of every page, run in <head> before the first paint:
 * - applies a stored light/dark choice (the key of src/web/lib/theme.ts), so a prerendered page never flashes the
 *   other theme;
 * - marks <html data-session-hint> when the session-hint cookie says someone is probably signed in, so that CSS hides
 *   a prerendered page that a signed-in person would not see (the landing page at `/`, where they get the dashboard)
 *   until the app has rendered the right screen.
 * The server allows exactly this script through its Content-Security-Policy by hash (see src/server/http/web.ts).
 */
export const SESSION_HINT_COOKIE = 'sitewarden.signed-in';

export const BOOT_SCRIPT = `(function(){try{var d=document.documentElement,t=localStorage.getItem('sitewarden:theme');if(t==='light'||t==='dark')d.classList.add(t);if(/(?:^|; )sitewarden\\.signed-in=1/.test(document.cookie))d.setAttribute('data-session-hint','')}catch(e){}})();`;

/**
 * The rule that hides such a page, inline in <head> so that it holds from the first byte (the stylesheet may still be
 * on its way when the page is first laid out).
 */
export const BOOT_STYLE = 'html[data-session-hint] #root[data-session-dependent]{visibility:hidden}';
