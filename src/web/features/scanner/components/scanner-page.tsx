import { useState, type ComponentType } from 'react';
import { useQuery } from '@tanstack/react-query';
import { RotateCw } from 'lucide-react';
import type { ScanResultResponse } from '../../../../shared/contracts/scan';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { useDocumentTitle } from '../../../lib/document-title';
import { toast } from '../../../lib/toast';
import { lastScanQueryOptions, useScanMutation, type ScanRequest } from '../api/scan';
import { toHistoryEntry, useScanHistory } from '../lib/scan-history';
import { InsightsPanel, type InsightsState } from './insights-panel';
import { ScanHistoryDialog } from './scan-history-dialog';
import { ScanForm, type ScanFormValues } from './scan-form';
import { ScanResultCard } from './scan-result-card';
import { ScanResultSkeleton } from './scan-result-skeleton';

export const SCAN_FAILED_FALLBACK = 'Failed to scan domain';

function errorText(error: unknown): string {
  return error instanceof Error && error.message.trim() !== '' ? error.message : SCAN_FAILED_FALLBACK;
}

/** SPEC §8.4 'Scan Complete': insights are named for what made them, so rules are never passed off as AI. */
function completeDescription(result: ScanResultResponse): string {
  const base = `Successfully scanned ${result.domain}`;
  if (!result.aiInsights) return base;
  return result.aiInsights.engine === 'model' ? `${base} with AI insights` : `${base} with expert rules insights`;
}

export interface ScannerPageProps {
  /**
   * Actions about the scanned domain (Run Full Audit), supplied by the route: features do not import each other.
   * Renders nothing when the domain is not one of the user's.
   */
  DomainActions?: ComponentType<{ domainName: string }>;
}

/** SPEC §2.12 Domain Scanner panel (/scanner). */
export function ScannerPage({ DomainActions }: ScannerPageProps) {
  useDocumentTitle('Domain Scanner');
  const history = useScanHistory();
  const [historyOpen, setHistoryOpen] = useState(false);
  // The last scan is shown again when someone comes back: from the cache, else read back from the server.
  const [lastDomain, setLastDomain] = useState<string | null>(() => history.entries[0]?.domain ?? null);
  const scan = useScanMutation();
  const last = useQuery({ ...lastScanQueryOptions(lastDomain ?? ''), enabled: lastDomain !== null });

  const run = (request: ScanRequest) => {
    scan.mutate(request, {
      onSuccess: (result) => {
        setLastDomain(result.domain);
        history.add(toHistoryEntry(result, new Date().toISOString()));
        toast({ title: 'Scan Complete', description: completeDescription(result) });
      },
      onError: (error) => {
        toast({ title: 'Scan Failed', description: errorText(error), variant: 'destructive' });
      },
    });
  };

  const submit = ({ domain, checkTypes, includeAiInsights }: ScanFormValues) => {
    const trimmed = domain.trim();
    if (trimmed === '') {
      toast({ title: 'Invalid Domain', description: 'Please enter a domain name', variant: 'destructive' });
      return;
    }
    if (checkTypes.length === 0) {
      toast({
        title: 'No Checks Selected',
        description: 'Please select at least one check type',
        variant: 'destructive',
      });
      return;
    }
    run({ domain: trimmed, checkTypes, includeAiInsights });
  };

  const request = scan.variables;
  const askedForInsights = request?.includeAiInsights === true;
  const result = scan.isPending || scan.isError ? undefined : last.data;
  let insights: InsightsState;
  if (scan.isPending && askedForInsights) insights = { status: 'loading' };
  else if (scan.isError && askedForInsights && request)
    insights = { status: 'error', message: errorText(scan.error), onRetry: () => run(request) };
  else if (scan.isSuccess && askedForInsights && request && !scan.data.aiInsights)
    insights = {
      status: 'error',
      message: 'The scan finished, but no analysis came back.',
      onRetry: () => run(request),
    };
  else if (result?.aiInsights) insights = { status: 'result', insights: result.aiInsights };
  else insights = { status: 'empty' };

  return (
    <div className="grid gap-6">
      <ScanForm
        pending={scan.isPending}
        onSubmit={submit}
        onOpenHistory={() => setHistoryOpen(true)}
        historyCount={history.entries.length}
      />
      <div aria-live="polite" className="grid gap-6 empty:hidden">
        {scan.isPending ? (
          <ScanResultSkeleton domain={request?.domain} />
        ) : scan.isError && request ? (
          <Alert
            tone="critical"
            role="alert"
            title="Scan Failed"
            action={
              <Button variant="outline" size="sm" onClick={() => run(request)}>
                <RotateCw aria-hidden="true" />
                Try Again
              </Button>
            }
          >
            {errorText(scan.error)}
          </Alert>
        ) : result ? (
          <ScanResultCard
            result={result}
            actions={DomainActions ? <DomainActions domainName={result.domain} /> : undefined}
          />
        ) : lastDomain !== null && last.isPending ? (
          <ScanResultSkeleton domain={lastDomain} />
        ) : null}
      </div>
      <InsightsPanel state={insights} />
      <ScanHistoryDialog
        open={historyOpen}
        onOpenChange={setHistoryOpen}
        entries={history.entries}
        onClear={history.clear}
      />
    </div>
  );
}
