import { Link } from 'react-router';
import { PageMeta } from '../../../components/seo/page-meta';
import { COOKIES, LEGAL_UPDATED, PRIVACY, SUPPORT_HOURS_TEXT, TERMS, type LegalSection } from '../content/legal';
import { CONTACT_PATH } from '../lib/links';
import { ComparisonTable } from './comparison-table';
import { STANDALONE_META } from '../content/standalone-meta';

function Sections({ sections, start }: { sections: readonly LegalSection[]; start: number }) {
  return sections.map((section, index) => (
    <section key={section.id} aria-labelledby={section.id} className="scroll-mt-24">
      <h3 id={section.id} className="mt-10 text-lg font-semibold text-fg">
        {start + index}. {section.title}
      </h3>
      {section.blocks.map((block) =>
        typeof block === 'string' ? (
          <p key={block} className="mt-3 leading-7 text-pretty text-fg-muted">
            {block}
          </p>
        ) : (
          <ul
            key={block.list[0]}
            className="mt-3 grid list-disc gap-2 pl-5 leading-7 text-fg-muted marker:text-fg-subtle"
          >
            {block.list.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        ),
      )}
    </section>
  ));
}

function CookieTable() {
  return (
    <div className="mt-4">
      <ComparisonTable
        caption="Cookies this site sets"
        firstColumn="Cookie"
        columns={['Purpose', 'Lifetime']}
        rows={COOKIES.map((cookie) => ({
          feature: cookie.name,
          cells: [
            <span key="purpose" className="text-fg-muted">
              {cookie.purpose}
            </span>,
            <span key="lifetime" className="text-fg-muted">
              {cookie.lifetime}
            </span>,
          ],
        }))}
      />
    </div>
  );
}

/** /legal: the terms of service and the privacy policy, on one page with anchors (SPEC §2.1 "terms and privacy both"). */
export function LegalPage() {
  return (
    <>
      <PageMeta {...STANDALONE_META['/legal']} path="/legal" />
      <article className="mx-auto max-w-3xl px-4 py-14 sm:px-6 sm:py-20">
        <h1 className="text-4xl font-semibold tracking-tight text-balance text-fg">Terms and privacy</h1>
        <p className="mt-4 text-lg text-pretty text-fg-muted">
          Plain-language terms of service and privacy policy for Sitewarden. Last updated {LEGAL_UPDATED}.
        </p>
        <nav aria-label="On this page" className="mt-8 rounded-xl border border-line bg-surface p-5 text-sm">
          <p className="font-semibold text-fg">On this page</p>
          <ul className="mt-3 grid gap-2">
            <li>
              <a href="#terms" className="rounded-sm text-accent-text underline-offset-4 hover:underline">
                Terms of service
              </a>
            </li>
            <li>
              <a href="#privacy" className="rounded-sm text-accent-text underline-offset-4 hover:underline">
                Privacy policy
              </a>
            </li>
            <li>
              <a href="#cookies" className="rounded-sm text-accent-text underline-offset-4 hover:underline">
                Cookies
              </a>
            </li>
            <li>
              <a href="#contact" className="rounded-sm text-accent-text underline-offset-4 hover:underline">
                Contact
              </a>
            </li>
          </ul>
        </nav>

        <section aria-labelledby="terms" className="mt-14">
          <h2 id="terms" className="scroll-mt-24 text-2xl font-semibold tracking-tight text-fg">
            Terms of service
          </h2>
          <Sections sections={TERMS} start={1} />
        </section>

        <section aria-labelledby="privacy" className="mt-16">
          <h2 id="privacy" className="scroll-mt-24 text-2xl font-semibold tracking-tight text-fg">
            Privacy policy
          </h2>
          <Sections sections={PRIVACY} start={1} />
          <h3 id="cookies" className="mt-10 scroll-mt-24 text-lg font-semibold text-fg">
            Cookies
          </h3>
          <CookieTable />
        </section>

        <section aria-labelledby="contact" className="mt-16">
          <h2 id="contact" className="scroll-mt-24 text-2xl font-semibold tracking-tight text-fg">
            Contact
          </h2>
          <p className="mt-3 leading-7 text-fg-muted">
            Questions about these terms or your data, or a request to use your rights: write to us through the{' '}
            <Link to={CONTACT_PATH} className="font-medium text-accent-text underline-offset-4 hover:underline">
              contact page
            </Link>
            . We answer {SUPPORT_HOURS_TEXT}.
          </p>
        </section>
      </article>
    </>
  );
}
