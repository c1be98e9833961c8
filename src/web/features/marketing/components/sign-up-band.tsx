import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { SIGN_UP_PATH } from '../lib/links';

/** The closing call to action of a marketing page. */
export function SignUpBand({
  title = 'Start with one domain, free',
  text = 'Create an account, add a domain, and Sitewarden starts checking it on your plan’s schedule. No card needed for the free plan.',
  showPricing = true,
}: {
  title?: string;
  text?: string;
  /** Off on the pricing page itself. */
  showPricing?: boolean;
}) {
  return (
    <section aria-labelledby="sign-up-band-title" className="border-t border-line px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
      <div className="relative isolate mx-auto max-w-5xl overflow-hidden rounded-2xl border border-line bg-surface px-6 py-12 text-center shadow-sm sm:px-12">
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 bg-[radial-gradient(70%_90%_at_50%_100%,var(--color-accent-soft),transparent)]"
        />
        <h2 id="sign-up-band-title" className="text-3xl font-semibold tracking-tight text-balance text-fg">
          {title}
        </h2>
        <p className="mx-auto mt-4 max-w-xl text-lg text-pretty text-fg-muted">{text}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Button asChild size="lg">
            <Link to={SIGN_UP_PATH}>
              Create your free account
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
          {showPricing ? (
            <Button asChild size="lg" variant="outline">
              <Link to="/pricing">See pricing</Link>
            </Button>
          ) : null}
        </div>
      </div>
    </section>
  );
}
