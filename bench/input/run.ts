/**
 * What the storable-text check (src/server/http/storable-input.ts, decision 033) costs each request: the walk of a
 * typical JSON body, a query, and the worst body the 1 MB limit allows (100,000 levels of nesting), next to what
 * JSON.parse already spends on that body.
 *
 *   npx tsx bench/input/run.ts
 */
import { findUnstorableText } from '../../src/server/http/storable-input';

const typicalBody = {
  name: 'Acme production site',
  description: 'Main marketing site, monitored hourly',
  tags: ['marketing', 'production', 'eu'],
  settings: { email: true, slack: false, quietHours: { start: '22:00', end: '07:00' } },
};
const deepText = `{"a":${'['.repeat(100_000)}${']'.repeat(100_000)}}`;

function perCall(run: () => unknown, calls: number): string {
  for (let i = 0; i < Math.min(calls, 1000); i++) run();
  const started = performance.now();
  for (let i = 0; i < calls; i++) run();
  const micros = ((performance.now() - started) * 1000) / calls;
  return micros >= 1000 ? `${(micros / 1000).toFixed(1)} ms` : `${micros.toFixed(2)} µs`;
}

const deepBody: unknown = JSON.parse(deepText);
console.log(
  `typical body (${JSON.stringify(typicalBody).length} bytes): ${perCall(() => findUnstorableText(typicalBody), 200_000)}`,
);
console.log(`query (2 values): ${perCall(() => findUnstorableText({ page: '1', pageSize: '25' }), 500_000)}`);
console.log(
  `100,000 levels deep (200 KB): ${perCall(() => findUnstorableText(deepBody), 20)}; JSON.parse of it: ${perCall(() => JSON.parse(deepText), 20)}`,
);
