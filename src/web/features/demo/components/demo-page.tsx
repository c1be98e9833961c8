import { BellRing, ChartLine, Eye, Globe, LockKeyhole, ShieldCheck } from 'lucide-react';
import { useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { IconCardGrid } from '../../../components/marketing/icon-card-grid';
import { PageIntro } from '../../../components/marketing/page-intro';
import { SIGN_UP_PATH } from '../../../components/marketing/sign-up-actions';
import { PageMeta } from '../../../components/seo/page-meta';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { serverMessageOr } from '../../../lib/action-errors';
import { useSession } from '../../../lib/session';
import { demoStatusQueryOptions } from '../api/demo-status';
import { useStartDemo } from '../api/demo-session';

const WHAT_YOU_SEE = [
  {
    icon: Globe,
    title: 'A workspace of made-up sites',
    text: 'A handful of sites under the reserved sitewarden-demo.example domain, each with 90 days of recorded history.',
  },
  {
    icon: BellRing,
    title: 'Alerts as they happened',
    text: 'Outages, a certificate close to expiry and a DNS change, each turned into the alert you would have received.',
  },
  {
    icon: ChartLine,
    title: 'Trends and performance',
    text: 'Uptime, response times and Lighthouse scores over time, including a release that made a site slower.',
  },
  {
    icon: ShieldCheck,
    title: 'Certificates and DNS',
    text: 'Issuers, days left on each certificate and the DNS records Sitewarden keeps an eye on.',
  },
  {
    icon: Eye,
    title: 'Every screen, read-only',
    text: 'Open the dashboard, domains, alerts, trends and performance screens and click around freely.',
  },
  {
    icon: LockKeyhole,
    title: 'Nothing can be changed',
    text: 'The demo account is read-only: adding, editing and deleting are refused, so it looks the same for everyone.',
  },
];

/**
 * /demo (SPEC §2.1): a live, read-only demo workspace. "Try the demo" signs the browser in to the demo account that
 * the workers (or `sitewarden seed demo`) create; the server refuses every change the demo account asks for. On a new
 * server the demo takes a minute or two to make: the page says so and lets the visitor in once it is ready.
 */
export function DemoPage() {
  const start = useStartDemo();
  const session = useSession();
  const demo = useQuery(demoStatusQueryOptions).data?.status;
  const waiting = demo === 'preparing' || demo === 'unavailable';
  // once a visitor has waited, the page tells them (and their screen reader) that the wait is over
  const waited = useRef(false);
  if (demo === 'preparing') waited.current = true;
  return (
    <>
      <PageMeta
        title="Live demo"
        description="Explore a live Sitewarden workspace with 90 days of monitoring history: uptime, alerts, certificates, DNS and performance. No sign-up."
      />
      <PageIntro eyebrow="Live demo" title="See Sitewarden with real history in it">
        Step into a read-only workspace that has been monitored for 90 days. No sign-up, no card: look at everything,
        change nothing.
      </PageIntro>
      <div className="mx-auto max-w-3xl px-4 pt-10 text-center sm:px-6 lg:px-8">
        {demo === 'preparing' ? (
          <Alert tone="info" role="status" title="The demo workspace is being prepared" className="mb-6 text-left">
            This server is writing its 90 days of history, which takes a minute or two the first time. This page lets
            you in as soon as it is ready.
          </Alert>
        ) : null}
        {demo === 'ready' && waited.current ? (
          <Alert tone="healthy" role="status" title="The demo is ready" className="mb-6 text-left">
            Press "Try the demo" to look around.
          </Alert>
        ) : null}
        {demo === 'unavailable' ? (
          <Alert tone="neutral" role="status" title="The demo is not set up on this server" className="mb-6 text-left">
            Its operator can create it with <code>sitewarden seed demo</code>.
          </Alert>
        ) : null}
        {start.isError ? (
          <Alert tone="critical" role="alert" title="The demo could not start" className="mb-6 text-left">
            {serverMessageOr(start.error, 'Please try again in a moment.')}
          </Alert>
        ) : null}
        <div className="flex flex-wrap justify-center gap-3">
          <Button
            size="lg"
            disabled={waiting}
            loading={start.isPending || start.isSuccess}
            onClick={() => start.mutate()}
          >
            {demo === 'preparing' ? 'Preparing the demo…' : 'Try the demo'}
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to={SIGN_UP_PATH}>Monitor your own sites</Link>
          </Button>
        </div>
        <p className="mt-4 text-sm text-fg-muted">
          {session.status === 'signed-in'
            ? 'You are signed in: the demo signs you out of your account first.'
            : 'Opens the demo dashboard in this tab. Log out to leave it.'}
        </p>
      </div>
      <section aria-labelledby="demo-contents" className="mx-auto max-w-7xl px-4 py-14 sm:px-6 sm:py-20 lg:px-8">
        <h2 id="demo-contents" className="text-center text-3xl font-semibold tracking-tight text-fg">
          What the demo workspace shows
        </h2>
        <div className="mt-10">
          <IconCardGrid items={WHAT_YOU_SEE} />
        </div>
      </section>
    </>
  );
}
