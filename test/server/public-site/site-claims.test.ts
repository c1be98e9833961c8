import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');

function files(dir: string, keep: (file: string) => boolean): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return files(full, keep);
    return keep(full) ? [full] : [];
  });
}

/** What visitors read: the web app's pages and components (tests aside) and the Markdown content. */
const siteSources = [
  ...files(path.join(root, 'src/web'), (f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f)),
  ...files(path.join(root, 'content'), (f) => f.endsWith('.md')),
];

/**
 * Statements about who uses Sitewarden or how they choose, which nobody measured. The site may say what the product
 * does and cite sources about the world; it may not describe its customers.
 */
const UNMEASURED_CUSTOMER_CLAIMS = [
  /\b(many|most|some|several|thousands of|hundreds of)\s+(financial\s+)?(firms|agencies|teams|customers|companies|users|businesses)\s+(run|use|choose|pick|trust|rely|prefer|love|switch)/i,
  /\b(agencies|teams|customers|companies|firms|businesses)\s+(use|choose|trust|rely on|love)\s+sitewarden/i,
  /\b(fits|covers|suits)\s+most\s+([\w-]+\s+)?(companies|teams|setups|agencies|customers|firms)\b/i,
  /\btrusted by\b/i,
];

describe('what the site says of us', () => {
  it('ships the licence the pages name: MIT, in LICENSE and package.json', () => {
    const licence = readFileSync(path.join(root, 'LICENSE'), 'utf8');
    expect(licence.split('\n')[0]).toBe('MIT License');
    expect(licence).toContain('Permission is hereby granted, free of charge');
    const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { license: string };
    expect(pkg.license).toBe('MIT');
    const namesMit = siteSources.some((f) => /MIT[- ]licen[cs]/.test(readFileSync(f, 'utf8')));
    expect(namesMit).toBe(true);
  });

  it('makes no statement about its customers that nobody measured', () => {
    const found: string[] = [];
    for (const file of siteSources) {
      const text = readFileSync(file, 'utf8');
      for (const pattern of UNMEASURED_CUSTOMER_CLAIMS) {
        for (const match of text.matchAll(new RegExp(pattern, 'gi')))
          found.push(`${path.relative(root, file)}: "${match[0]}"`);
      }
    }
    expect(found).toEqual([]);
  });
});
