import { readdirSync } from 'node:fs';
import path from 'node:path';

/** The built auto-refresh script's name prefix (vite.config.ts's `status-refresh` entry). */
const PREFIX = 'status-refresh-';

/**
 * The address of the status page's script in the web build (dist/web/assets/status-refresh-<hash>.js), or null
 * without a build (tests, a source checkout before `npm run build`): the page works without it.
 */
export function findRefreshScript(webDir: string): string | null {
  try {
    const file = readdirSync(path.join(webDir, 'assets')).find(
      (name) => name.startsWith(PREFIX) && name.endsWith('.js'),
    );
    return file ? `/assets/${file}` : null;
  } catch {
    return null;
  }
}
