import { PERFORMANCE_WARNING_BELOW } from '../../../../shared/helpers/performance-display';
import { Alert } from '../../../components/ui/alert';

/** SPEC §2.15: the warning banner shown while the score is below 90. */
export function PerformanceWarning({ score }: { score: number | null }) {
  if (score === null || score >= PERFORMANCE_WARNING_BELOW) return null;
  return (
    <Alert tone="warning" role="status" title="Performance needs attention">
      The average performance score is {Math.round(score)}/100, below {PERFORMANCE_WARNING_BELOW}. Slow pages lose
      visitors: see the recommendations and analyze the weakest domains.
    </Alert>
  );
}
