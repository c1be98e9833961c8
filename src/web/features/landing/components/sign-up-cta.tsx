import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { SIGN_UP_PATH } from './hero';

export function SignUpCta() {
  return (
    <section aria-labelledby="cta-title" className="px-4 py-20 sm:px-6 sm:py-24 lg:px-8">
      <div className="relative isolate mx-auto max-w-5xl overflow-hidden rounded-2xl border border-line bg-surface px-6 py-14 text-center shadow-sm sm:px-12">
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 bg-[radial-gradient(70%_90%_at_50%_100%,var(--color-accent-soft),transparent)]"
        />
        <h2 id="cta-title" className="text-3xl font-semibold tracking-tight text-balance text-fg sm:text-4xl">
          Start with one domain, free
        </h2>
        <p className="mx-auto mt-4 max-w-xl text-lg text-pretty text-fg-muted">
          Create an account, add a domain, and Sitewarden starts watching it and tells you when something needs
          attention.
        </p>
        <Button asChild size="lg" className="mt-8">
          <Link to={SIGN_UP_PATH}>
            Create your free account
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </div>
    </section>
  );
}
