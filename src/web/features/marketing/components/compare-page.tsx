import { Check, Info } from 'lucide-react';
import { Link } from 'react-router';
import { VENDOR_COMPARE_PATHS, type VendorComparePath } from '../../../../shared/marketing-routes';
import { PageMeta } from '../../../components/seo/page-meta';
import type { VendorComparison } from '../content/vendors';
import { SITEWARDEN_EXTRAS } from '../content/vendors';
import { CONTACT_PATH } from '../lib/links';
import { ComparisonCell } from './comparison-cell';
import { ComparisonTable } from './comparison-table';
import { SourceLink } from './fact-list';
import { MarketingHero } from './marketing-hero';
import { PageSection } from './page-section';
import { RelatedPages } from './related-pages';
import { SignUpBand } from './sign-up-band';

function ChoiceCard({ title, items }: { title: string; items: readonly string[] }) {
  return (
    <div className="rounded-xl border border-line bg-surface p-6 shadow-xs">
      <h3 className="font-semibold text-fg">{title}</h3>
      <ul className="mt-4 grid gap-2.5 text-sm">
        {items.map((item) => (
          <li key={item} className="flex gap-2.5 text-fg-muted">
            <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent-text" />
            <span>{item}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** How the tables were compiled, with the vendor's own pages as sources and a way to correct us. */
export function CompilationNote({ sources }: { sources: readonly { label: string; url: string }[] }) {
  return (
    <div className="mt-6 flex gap-3 rounded-xl border border-line bg-muted/50 p-4 text-sm text-fg-muted">
      <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <p>
        Compiled from each product’s public website, pricing page and documentation as of 2025–2026. Rows we could not
        confirm are left out, and plans change: check the vendor’s own pages before you decide. Sources:{' '}
        {sources.map((source, index) => (
          <span key={source.url}>
            {index > 0 ? ', ' : null}
            <SourceLink source={source} />
          </span>
        ))}
        . Spotted a mistake?{' '}
        <Link to={CONTACT_PATH} className="font-medium text-accent-text underline-offset-4 hover:underline">
          Tell us
        </Link>
        .
      </p>
    </div>
  );
}

/** /compare/sitewarden-vs-{vendor}: the honest summary, the table, what only Sitewarden does, sources. */
export function ComparePage({ path, comparison }: { path: VendorComparePath; comparison: VendorComparison }) {
  const { vendor } = comparison;
  return (
    <>
      <PageMeta title={comparison.meta.title} description={comparison.meta.description} path={path} />
      <MarketingHero eyebrow="Comparison" title={`Sitewarden vs ${vendor}`} lead={comparison.lead} />
      <PageSection id="choose-title" title="Which one fits" eyebrow="In short">
        <div className="mx-auto grid max-w-5xl gap-5 md:grid-cols-2">
          <ChoiceCard title={`Choose ${vendor} if`} items={comparison.chooseVendor} />
          <ChoiceCard title="Choose Sitewarden if" items={comparison.chooseSitewarden} />
        </div>
      </PageSection>
      <PageSection id="table-title" title="Feature by feature" eyebrow="Comparison table" tone="canvas">
        <div className="mx-auto max-w-5xl">
          <ComparisonTable
            caption={`Sitewarden and ${vendor} compared`}
            columns={['Sitewarden', vendor]}
            rows={comparison.rows.map((row) => ({
              feature: row.feature,
              cells: [<ComparisonCell key="s" cell={row.sitewarden} />, <ComparisonCell key="v" cell={row.vendor} />],
            }))}
          />
          <CompilationNote sources={comparison.sources} />
        </div>
      </PageSection>
      <PageSection
        id="extras-title"
        title="Also in Sitewarden"
        eyebrow="Beyond the table"
        intro={`Checks Sitewarden runs on every domain. We make no claim here about whether ${vendor} offers them.`}
      >
        <ul className="mx-auto grid max-w-4xl gap-3 sm:grid-cols-2">
          {SITEWARDEN_EXTRAS.map((item) => (
            <li key={item} className="flex gap-3 text-sm leading-6 text-fg">
              <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent-text" />
              {item}
            </li>
          ))}
        </ul>
      </PageSection>
      <SignUpBand
        title={`Try Sitewarden next to ${vendor}`}
        text="The free plan runs alongside whatever you use today. Compare the alerts for a month, then decide."
      />
      <RelatedPages paths={['/compare/alternatives', ...VENDOR_COMPARE_PATHS.filter((other) => other !== path)]} />
    </>
  );
}
