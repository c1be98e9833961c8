import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The nearest folder at or above `dir` that holds package.json. */
function packageRootOf(dir: string): string {
  for (let at = dir; ; at = path.dirname(at)) {
    if (existsSync(path.join(at, 'package.json'))) return at;
    if (path.dirname(at) === at) throw new Error(`no package.json above ${dir}`);
  }
}

/**
 * The project's root, found from where this code runs: src/server through tsx, dist/server from the bundle
 * (decision 026), so files read at run time (migrations, content, the web build) resolve the same from both.
 */
export const PROJECT_ROOT = packageRootOf(path.dirname(fileURLToPath(import.meta.url)));

export const fromProjectRoot = (...parts: string[]): string => path.join(PROJECT_ROOT, ...parts);
