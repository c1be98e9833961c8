import { Gauge } from 'lucide-react';
import type { PerformanceAnalysis } from '../../../../shared/contracts/performance';
import { DemoGuard } from '../../../components/demo-guard';
import { Button, type ButtonProps } from '../../../components/ui/button';
import { toastActionError } from '../../../lib/action-errors';
import { toast } from '../../../lib/toast';
import { analyzePath, runningAnalysisOf, useAnalyzePerformance } from '../api/analyze-performance';
import { displayDomain } from '../../../../shared/helpers/domain-name';

export interface AnalyzeButtonProps extends Pick<ButtonProps, 'variant' | 'size' | 'className'> {
  domainId: string;
  domainName: string;
  /** The domain's analysis state when already known (the detail view), so a run under way is followed at once. */
  initial?: PerformanceAnalysis;
}

/**
 * 'Analyze Performance': queues a Lighthouse run of the domain and follows it until it is done. Runs go one at a
 * time per server, taking turns between workspaces; the button says when this one waits its turn. A refusal (a
 * viewer, or a workspace with too many runs) shows the server's reason.
 */
export function AnalyzeButton({
  domainId,
  domainName: storedName,
  initial,
  variant = 'outline',
  size = 'sm',
  className,
}: AnalyzeButtonProps) {
  // toasts and labels read the name as people do (a stored IDN is punycode)
  const domainName = displayDomain(storedName);
  const { analysis, running, start } = useAnalyzePerformance(domainId, {
    initial,
    onSettled: (done) => {
      if (done.status === 'completed')
        toast({ title: 'Analysis Complete', description: `New performance results for ${domainName} are in.` });
      else if (done.status === 'failed')
        toast({
          title: 'Analysis Failed',
          description: done.error?.trim() || `The analysis of ${domainName} could not be completed.`,
          variant: 'destructive',
        });
    },
  });

  const begin = () =>
    start.mutate(undefined, {
      onSuccess: (state) =>
        toast({
          title: 'Analysis Started',
          description:
            state.status === 'queued'
              ? `${domainName} is waiting for its turn: Lighthouse measures one page at a time.`
              : `Lighthouse is measuring ${domainName}. Results usually arrive within a minute.`,
        }),
      onError: (error) => {
        if (runningAnalysisOf(error)) {
          toast({
            title: 'Analysis Already Running',
            description: `Results for ${domainName} will show when it finishes.`,
          });
          return;
        }
        toastActionError(error, 'Analysis Failed', 'Failed to start the performance analysis.');
      },
    });

  const label = analysis?.status === 'queued' ? 'Queued…' : running ? 'Analyzing…' : 'Analyze Performance';
  return (
    <DemoGuard method="POST" path={analyzePath(domainId)}>
      {(disabled) => (
        <Button
          variant={variant}
          size={size}
          className={className}
          disabled={disabled}
          loading={start.isPending || running}
          onClick={begin}
          aria-label={running || start.isPending ? `${label} ${domainName}` : `Analyze performance of ${domainName}`}
        >
          {start.isPending || running ? null : <Gauge aria-hidden="true" />}
          {label}
        </Button>
      )}
    </DemoGuard>
  );
}
