import { Clock, FileText, Handshake } from 'lucide-react';
import { Link } from 'react-router';
import { PageIntro } from '../../../components/marketing/page-intro';
import { PageMeta } from '../../../components/seo/page-meta';
import { ContactForm } from './contact-form';

const ASIDE = [
  {
    icon: Clock,
    title: 'When we answer',
    text: 'Monday to Friday, 09:00–18:00. Most messages get a reply within one working day.',
  },
  {
    icon: FileText,
    title: 'Looking for the API?',
    link: { to: '/api-docs', label: 'Read the API reference' },
    text: 'Every endpoint, its fields and its answers.',
  },
  {
    icon: Handshake,
    title: 'Agencies and resellers',
    link: { to: '/partnerships', label: 'See partnerships' },
    text: 'Monitoring for the sites you run for clients.',
  },
] as const;

/** /contact (SPEC §2.1): the form, and where else an answer may already be. */
export function ContactPage() {
  return (
    <>
      <PageMeta
        title="Contact"
        description="Questions about plans, monitoring or the API? Write to the Sitewarden team; we answer Monday to Friday, 09:00–18:00."
      />
      <PageIntro eyebrow="Contact" title="Talk to the people who build Sitewarden">
        Questions about plans, a check that puzzles you, or an integration you have in mind: write, and a person
        answers.
      </PageIntro>
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 sm:py-16 lg:grid-cols-[1fr_18rem] lg:px-8">
        <ContactForm />
        <aside aria-label="Other ways to get answers" className="grid content-start gap-6">
          {ASIDE.map((item) => (
            <div key={item.title} className="flex gap-3">
              <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-lg bg-accent-soft text-accent-text">
                <item.icon aria-hidden="true" className="size-4" />
              </span>
              <div>
                <h2 className="font-semibold text-fg">{item.title}</h2>
                <p className="mt-1 text-sm text-fg-muted">{item.text}</p>
                {'link' in item ? (
                  <Link
                    to={item.link.to}
                    className="mt-1 inline-block rounded-sm text-sm font-medium text-accent-text hover:underline"
                  >
                    {item.link.label}
                  </Link>
                ) : null}
              </div>
            </div>
          ))}
        </aside>
      </div>
    </>
  );
}
