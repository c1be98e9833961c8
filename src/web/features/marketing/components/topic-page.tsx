import type { ReactNode } from 'react';
import { IconCardGrid } from '../../../components/marketing/icon-card-grid';
import { SignUpActions } from '../../../components/marketing/sign-up-actions';
import { PageMeta } from '../../../components/seo/page-meta';
import type { Titled, TopicContent } from '../content/types';
import { CheckList } from './check-list';
import { FactList } from './fact-list';
import { FaqList } from './faq-list';
import { MarketingHero } from './marketing-hero';
import { NumberedSteps } from './numbered-steps';
import { PageSection } from './page-section';
import { PlanRecommendation } from './plan-recommendation';
import { RelatedPages } from './related-pages';
import { SignUpBand } from './sign-up-band';
import { TextCardList } from './text-card-list';

interface SectionSpec {
  id: string;
  title: string;
  eyebrow?: string;
  intro?: string;
  body: ReactNode;
}

/** A section from a content part: its id, its eyebrow (or the usual one), its title and intro, and the body. */
function section(id: string, eyebrow: string, part: Titled, body: ReactNode): SectionSpec {
  return { id, eyebrow: part.eyebrow ?? eyebrow, title: part.title, intro: part.intro, body };
}

/** The sections a page's content has, in reading order. */
function sectionsOf(content: TopicContent): SectionSpec[] {
  const { problems, capabilities, checklist, steps, facts, plan, faq } = content;
  return [
    problems && section('problems', 'The problem', problems, <TextCardList items={problems.items} />),
    section('capabilities', 'What Sitewarden does', capabilities, <IconCardGrid items={capabilities.items} />),
    checklist && section('checklist', 'Checklist', checklist, <CheckList items={checklist.items} />),
    steps && section('steps', 'Getting started', steps, <NumberedSteps items={steps.items} />),
    facts && section('facts', 'Worth knowing', facts, <FactList items={facts.items} />),
    plan &&
      section('plan', 'Plan', { title: 'Where to start' }, <PlanRecommendation tier={plan.tier} why={plan.why} />),
    faq && section('faq', 'Questions', { title: 'Frequently asked questions' }, <FaqList items={faq} />),
  ].filter((spec): spec is SectionSpec => Boolean(spec));
}

/**
 * The template of the product, audience, use-case and solution pages: one content object per page. Product pages
 * pass the free scan (a landing component, composed in by the router) to show right under the hero.
 */
export function TopicPage({ content, path, scan }: { content: TopicContent; path: string; scan?: ReactNode }) {
  return (
    <>
      <PageMeta title={content.meta.title} description={content.meta.description} path={path} />
      <MarketingHero
        eyebrow={content.eyebrow}
        title={content.headline}
        lead={content.lead}
        actions={
          <SignUpActions
            secondary={
              scan
                ? { label: 'Check a domain now', to: '#free-scan' }
                : (content.secondaryAction ?? { label: 'See every feature', to: '/features' })
            }
          />
        }
      />
      {scan}
      {sectionsOf(content).map((section, index) => (
        <PageSection
          key={section.id}
          id={`${section.id}-title`}
          eyebrow={section.eyebrow}
          title={section.title}
          intro={section.intro}
          tone={index % 2 === 0 ? 'surface' : 'canvas'}
        >
          {section.body}
        </PageSection>
      ))}
      <SignUpBand />
      <RelatedPages paths={content.related} />
    </>
  );
}
