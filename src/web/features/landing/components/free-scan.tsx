import { lazy, Suspense, useState, type FormEvent } from 'react';
import { ScanSearch } from 'lucide-react';
import { getRetryAfterSeconds } from '../../../../shared/helpers/api-errors';
import { Alert } from '../../../components/ui/alert';
import { Island } from '../../../components/island';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Skeleton } from '../../../components/ui/skeleton';
import { isApiError } from '../../../lib/api-client';
import { useFreeScan } from '../api/free-scan';
import { SIGN_UP_PATH } from './hero';

export const FREE_SCAN_FAILED = 'Failed to scan domain. Please check the domain name and try again.';

// The result view loads on the first scan (and starts loading the moment one is asked for), so visitors who never
// scan never download it.
const loadResult = () => import('./free-scan-result');
const FreeScanResult = lazy(() => loadResult().then((m) => ({ default: m.FreeScanResult })));

/** Placeholders shaped like the result: a heading and the four sections. */
function ResultSkeleton() {
  return (
    <div aria-hidden="true" className="grid gap-4 rounded-xl border border-line bg-surface p-5 shadow-xs sm:p-6">
      <Skeleton className="h-5 w-56" />
      <div className="grid gap-3 sm:grid-cols-2">
        {Array.from({ length: 4 }, (_, index) => (
          <div key={index} className="grid gap-2 rounded-lg border border-line p-4">
            <div className="flex items-center justify-between">
              <Skeleton className="h-4 w-24" />
              <Skeleton className="h-5 w-16 rounded-full" />
            </div>
            <Skeleton className="h-3.5 w-full" />
            <Skeleton className="h-3.5 w-2/3" />
          </div>
        ))}
      </div>
    </div>
  );
}

function failureText(error: unknown): { title: string; text: string; limited: boolean } {
  if (isApiError(error) && error.status === 429) {
    const wait = getRetryAfterSeconds(error.details);
    return {
      title: 'Scan limit reached',
      text: `${error.message}${wait ? ` You can scan again in ${wait} second${wait === 1 ? '' : 's'}.` : ''}`,
      limited: true,
    };
  }
  return { title: 'Scan failed', text: FREE_SCAN_FAILED, limited: false };
}

/** The free scan where a page shows it: an island of its own on prerendered pages (decision 046). */
export function FreeScan() {
  return (
    <Island name="free-scan">
      <FreeScanBox />
    </Island>
  );
}

/** SPEC §2.6 landing free scan: a domain box (trimmed), Enter or the button submits, results and a sign-up call. */
export function FreeScanBox() {
  const [domain, setDomain] = useState('');
  const scan = useFreeScan();
  const trimmed = domain.trim();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (trimmed === '' || scan.isPending) return;
    loadResult().catch(() => undefined);
    scan.mutate(trimmed);
  };

  const failure = scan.isError ? failureText(scan.error) : null;
  return (
    <section
      id="free-scan"
      aria-labelledby="free-scan-title"
      className="scroll-mt-20 border-t border-line bg-canvas py-16 sm:py-20"
    >
      <div className="mx-auto grid max-w-3xl gap-8 px-4 sm:px-6 lg:px-8">
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-semibold text-accent-text">Free instant check</p>
          <h2
            id="free-scan-title"
            className="mt-2 text-3xl font-semibold tracking-tight text-balance text-fg sm:text-4xl"
          >
            Check a domain now
          </h2>
          <p className="mt-4 text-lg text-pretty text-fg-muted">
            DNS, TLS certificate, security headers and blacklists, and domain registration, in a few seconds. No sign-up
            needed.
          </p>
        </div>
        <form onSubmit={submit} noValidate className="grid w-full gap-1.5">
          <Label htmlFor="free-scan-domain" className="sr-only">
            Domain to scan
          </Label>
          <div className="flex flex-col gap-2 sm:flex-row">
            <Input
              id="free-scan-domain"
              name="domain"
              value={domain}
              onChange={(event) => setDomain(event.target.value)}
              placeholder="example.com"
              inputMode="url"
              autoComplete="off"
              autoCapitalize="none"
              autoCorrect="off"
              spellCheck={false}
              className="sm:flex-1"
            />
            <Button type="submit" disabled={trimmed === ''} loading={scan.isPending} className="h-10 sm:w-40">
              {scan.isPending ? null : <ScanSearch aria-hidden="true" />}
              {scan.isPending ? 'Scanning...' : 'Scan domain'}
            </Button>
          </div>
          <p className="px-1 text-sm text-fg-muted">Enter a domain without http:// or https://, such as example.com.</p>
        </form>
        <div aria-live="polite" aria-busy={scan.isPending || undefined} className="empty:hidden">
          {scan.isPending ? (
            <>
              <p className="sr-only">Scanning {scan.variables}…</p>
              <ResultSkeleton />
            </>
          ) : failure ? (
            <Alert tone="critical" role="alert" title={failure.title}>
              {failure.text}
              {failure.limited ? (
                <>
                  {' '}
                  {/* Signed-in users have a much higher scan allowance (the scanner). */}
                  <a href={SIGN_UP_PATH} className="font-medium text-accent-text underline-offset-4 hover:underline">
                    Create a free account
                  </a>{' '}
                  to scan more.
                </>
              ) : null}
            </Alert>
          ) : scan.data ? (
            <Suspense fallback={<ResultSkeleton />}>
              <FreeScanResult result={scan.data} />
            </Suspense>
          ) : null}
        </div>
      </div>
    </section>
  );
}
