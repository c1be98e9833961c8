import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const FIXTURE_CATEGORIES = `- name: DNS
  slug: dns
  description: Records, resolvers and changes.
  icon: network
- name: TLS
  slug: tls
  icon: lock
- name: Nothing yet
  slug: empty
`;

/** A small library: every kind of row the API treats differently (featured, related, download, tool, draft, future). */
export const FIXTURE_RESOURCES: Record<string, string> = {
  'dns-guide.md': `---
title: Moving DNS without downtime
description: Lower the TTL, copy every record, switch the nameservers, watch.
category: dns
type: guide
difficulty: beginner
tags: [dns, migration]
author: Sitewarden team
publishedAt: 2026-03-01
featured: true
related: [tls-checklist]
---

## Before the move

Lower the TTL two days ahead.

## After the move

Compare answers <script>alert(1)</script> from both providers.
`,
  'dns-glossary.md': `---
title: DNS words
description: TTL, NS, SOA and the rest, in plain words.
category: dns
type: glossary
publishedAt: 2026-02-01
---

### TTL

How long an answer may be cached.
`,
  'dns-tool.md': `---
title: DNS check
description: Looks up the records of any domain.
category: dns
type: tool
externalUrl: /roi-calculator
publishedAt: 2026-01-01
---

Open the tool.
`,
  'tls-checklist.md': `---
title: TLS checklist
description: Everything to check before a certificate expires.
category: tls
type: guide
difficulty: advanced
publishedAt: 2026-04-01
updatedAt: 2026-04-10
downloadFile: tls-checklist.csv
readTime: 4
---

## Checklist

Renew early.
`,
  'draft.md': `---
title: Unfinished
description: Not ready for readers.
category: dns
type: whitepaper
published: false
---

Draft.
`,
  'future.md': `---
title: Coming later
description: Published in the far future.
category: dns
type: guide
publishedAt: 2999-01-01
---

Later.
`,
};

export const FIXTURE_DOWNLOAD = 'item,done\nCertificate renewed,no\n';

export interface FixtureDir {
  dir: string;
  write(file: string, text: string): void;
  remove(file: string): void;
  cleanup(): void;
}

/** A content/resources folder of its own in the temp directory. */
export function createFixtureContent(
  resources: Record<string, string> = FIXTURE_RESOURCES,
  categories: string = FIXTURE_CATEGORIES,
): FixtureDir {
  const dir = mkdtempSync(path.join(tmpdir(), 'sitewarden-resources-'));
  mkdirSync(path.join(dir, 'downloads'));
  writeFileSync(path.join(dir, 'downloads', 'tls-checklist.csv'), FIXTURE_DOWNLOAD);
  writeFileSync(path.join(dir, 'categories.yaml'), categories);
  for (const [file, text] of Object.entries(resources)) writeFileSync(path.join(dir, file), text);
  return {
    dir,
    write: (file, text) => writeFileSync(path.join(dir, file), text),
    remove: (file) => rmSync(path.join(dir, file)),
    cleanup: () => rmSync(dir, { recursive: true, force: true }),
  };
}
