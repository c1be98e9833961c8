import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { VENDOR_COMPARE_PATHS } from '../../../../shared/marketing-routes';
import { PageMeta } from '../../../components/seo/page-meta';
import { ALTERNATIVES_ROWS, OPEN_SOURCE_ALTERNATIVES, VENDOR_COMPARISONS } from '../content/vendors';
import { CompilationNote } from './compare-page';
import { ComparisonCell } from './comparison-cell';
import { ComparisonTable } from './comparison-table';
import { SourceLink } from './fact-list';
import { MarketingHero } from './marketing-hero';
import { PageSection } from './page-section';
import { SignUpBand } from './sign-up-band';
import { STANDALONE_META } from '../content/standalone-meta';

const allSources = VENDOR_COMPARE_PATHS.flatMap((path) => VENDOR_COMPARISONS[path].sources);

/** /compare/alternatives: where Sitewarden sits among hosted and open-source monitors. */
export function AlternativesPage() {
  return (
    <>
      <PageMeta {...STANDALONE_META['/compare/alternatives']} path="/compare/alternatives" />
      <MarketingHero
        eyebrow="Alternatives"
        title="Sitewarden and the alternatives, honestly"
        lead="Every monitoring tool makes trade-offs. Sitewarden checks the whole domain and is open source; others check from many locations, script user journeys or page people on call. Here is where each one fits."
      />
      <PageSection id="vendors-title" title="Hosted monitoring services" eyebrow="One page each">
        <ul className="grid gap-5 md:grid-cols-2">
          {VENDOR_COMPARE_PATHS.map((path) => {
            const comparison = VENDOR_COMPARISONS[path];
            return (
              <li key={path} className="flex flex-col rounded-xl border border-line bg-surface p-6 shadow-xs">
                <h3 className="font-semibold text-fg">{comparison.vendor}</h3>
                <p className="mt-2 flex-1 text-sm leading-6 text-fg-muted">{comparison.lead}</p>
                <Link
                  to={path}
                  className="mt-4 inline-flex w-fit items-center gap-1.5 rounded-sm text-sm font-medium text-accent-text hover:underline"
                >
                  Sitewarden vs {comparison.vendor}
                  <ArrowRight aria-hidden="true" className="size-4" />
                </Link>
              </li>
            );
          })}
        </ul>
      </PageSection>
      <PageSection id="matrix-title" title="At a glance" eyebrow="Comparison table" tone="canvas">
        <div className="mx-auto max-w-6xl">
          <ComparisonTable
            caption="Sitewarden and four hosted monitoring services compared"
            columns={['Sitewarden', ...VENDOR_COMPARE_PATHS.map((path) => VENDOR_COMPARISONS[path].vendor)]}
            rows={ALTERNATIVES_ROWS.map((row) => ({
              feature: row.feature,
              cells: [
                <ComparisonCell key="sitewarden" cell={row.sitewarden} />,
                ...VENDOR_COMPARE_PATHS.map((path) => <ComparisonCell key={path} cell={row.vendors[path]} />),
              ],
            }))}
          />
          <CompilationNote sources={allSources} />
        </div>
      </PageSection>
      <PageSection
        id="open-source-title"
        title="Open-source options"
        eyebrow="Self-hosted"
        intro="If running monitoring yourself is the point, these projects are worth a look too."
      >
        <ul className="mx-auto grid max-w-5xl gap-5 md:grid-cols-2">
          {OPEN_SOURCE_ALTERNATIVES.map((project) => (
            <li key={project.name} className="rounded-xl border border-line bg-surface p-6 shadow-xs">
              <h3 className="font-semibold text-fg">{project.name}</h3>
              <p className="mt-2 text-sm leading-6 text-fg-muted">{project.text}</p>
              <p className="mt-3 text-sm">
                <SourceLink source={project.source} />
              </p>
            </li>
          ))}
        </ul>
      </PageSection>
      <SignUpBand />
    </>
  );
}
