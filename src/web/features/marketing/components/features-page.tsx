import { SignUpActions } from '../../../components/marketing/sign-up-actions';
import { PageMeta } from '../../../components/seo/page-meta';
import { CHECK_CADENCE, FEATURE_GROUPS } from '../content/features';
import { ComparisonTable } from './comparison-table';
import { FeatureBlockList } from './feature-block-list';
import { MarketingHero } from './marketing-hero';
import { PageSection } from './page-section';
import { RelatedPages } from './related-pages';
import { SignUpBand } from './sign-up-band';
import { STANDALONE_META } from '../content/standalone-meta';

/** /features: every check, rule, channel and tool, as the code does it. */
export function FeaturesPage() {
  return (
    <>
      <PageMeta {...STANDALONE_META['/features']} path="/features" />
      <MarketingHero
        eyebrow="Features"
        title="Everything Sitewarden checks, and how"
        lead="No vague promises: this page lists what each check looks at, how often it runs, what raises an alert and how the alert reaches you."
        actions={<SignUpActions secondary={{ label: 'See pricing', to: '/pricing' }} />}
      />
      <PageSection
        id="cadence-title"
        eyebrow="Schedule"
        title="How often each check runs"
        intro="Each domain has its own schedule per check, spread evenly so thousands of domains never fire in the same second."
      >
        <div className="mx-auto max-w-4xl">
          <ComparisonTable
            caption="Check schedule"
            columns={['How often']}
            rows={CHECK_CADENCE.map((row) => ({
              feature: row.check,
              cells: [<span key="cadence">{row.cadence}</span>],
            }))}
          />
        </div>
      </PageSection>
      {FEATURE_GROUPS.map((group, index) => (
        <PageSection
          key={group.id}
          id={`${group.id}-title`}
          eyebrow={group.eyebrow}
          title={group.title}
          intro={group.intro}
          tone={index % 2 === 0 ? 'canvas' : 'surface'}
        >
          <FeatureBlockList blocks={group.blocks} />
        </PageSection>
      ))}
      <SignUpBand />
      <RelatedPages
        paths={['/website-health-check', '/ssl-expiry-monitor', '/dns-health-check', '/compare/alternatives']}
      />
    </>
  );
}
