import { useId, useState, type ReactNode } from 'react';
import {
  Bot,
  ChevronDown,
  CircleAlert,
  ExternalLink,
  Gauge,
  ListChecks,
  Lock,
  Network,
  PartyPopper,
  RotateCw,
  ShieldAlert,
  Sparkles,
  type LucideIcon,
} from 'lucide-react';
import type { AiInsightsResult } from '../../../../shared/contracts/scan';
import { getHealthScoreLabel, getHealthScoreTone } from '../../../../shared/helpers/health-score';
import { formatRelativeTime } from '../../../../shared/helpers/relative-time';
import { Alert } from '../../../components/ui/alert';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';

/** SPEC §9.4: issues and recommendations show 3 before expansion. */
export const INSIGHTS_PREVIEW_COUNT = 3;

export type InsightsState =
  | { status: 'loading' }
  | { status: 'error'; message: string; onRetry: () => void }
  | { status: 'empty' }
  | { status: 'result'; insights: AiInsightsResult };

type Issue = AiInsightsResult['issues'][number];
type Recommendation = AiInsightsResult['recommendations'][number];

const SEVERITY_TONE: Record<Issue['severity'], BadgeTone> = {
  critical: 'critical',
  high: 'warning',
  medium: 'info',
  low: 'neutral',
};
const PRIORITY_TONE: Record<Recommendation['priority'], BadgeTone> = {
  high: 'warning',
  medium: 'info',
  low: 'neutral',
};
const ISSUE_ICON: Record<Issue['type'], LucideIcon> = {
  ssl: Lock,
  security: ShieldAlert,
  performance: Gauge,
  dns: Network,
  other: CircleAlert,
};
const BAR_TONE = { healthy: 'bg-healthy-solid', warning: 'bg-warning-solid', critical: 'bg-critical-solid' } as const;

/** Says honestly what produced the analysis: a named language model, or the built-in rules. */
export function EngineBadge({ insights }: { insights: AiInsightsResult }) {
  if (insights.engine === 'model') {
    return (
      <Badge tone="info">
        <Sparkles aria-hidden="true" className="size-3.5" />
        AI analysis by {insights.model ?? 'a language model'}
      </Badge>
    );
  }
  return (
    <Badge tone="neutral">
      <ListChecks aria-hidden="true" className="size-3.5" />
      Expert rules analysis
    </Badge>
  );
}

function Expandable<T>({
  title,
  items,
  render,
  noun,
}: {
  title: string;
  items: readonly T[];
  render: (item: T, index: number) => ReactNode;
  noun: string;
}) {
  const [all, setAll] = useState(false);
  const listId = useId();
  const headingId = useId();
  if (items.length === 0) return null;
  const shown = all ? items : items.slice(0, INSIGHTS_PREVIEW_COUNT);
  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <div className="flex items-center justify-between gap-3">
        <h3 id={headingId} className="text-sm font-semibold text-fg">
          {title} <span className="font-normal text-fg-muted tabular-nums">({items.length})</span>
        </h3>
        {items.length > INSIGHTS_PREVIEW_COUNT ? (
          <Button
            variant="link"
            aria-expanded={all}
            aria-controls={listId}
            onClick={() => setAll((value) => !value)}
            className="text-sm"
          >
            {all ? 'Show Less' : 'Show All'}
            <span className="sr-only">
              {' '}
              {items.length} {noun}
            </span>
          </Button>
        ) : null}
      </div>
      <ul id={listId} className="grid gap-2">
        {shown.map(render)}
      </ul>
    </section>
  );
}

function IssueItem({ issue }: { issue: Issue }) {
  const Icon = ISSUE_ICON[issue.type] ?? CircleAlert;
  return (
    <li className="flex gap-3 rounded-lg border border-line p-3">
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-fg-muted" />
      <div className="grid min-w-0 flex-1 gap-1">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <p className="text-sm font-medium text-fg">{issue.title}</p>
          <Badge tone={SEVERITY_TONE[issue.severity] ?? 'neutral'} className="capitalize">
            {issue.severity}
          </Badge>
        </div>
        <p className="text-sm break-words text-fg-muted">{issue.description}</p>
      </div>
    </li>
  );
}

function RecommendationItem({ recommendation }: { recommendation: Recommendation }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const { citation } = recommendation;
  return (
    <li className="rounded-lg border border-line">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        className="flex w-full cursor-pointer items-start gap-3 rounded-lg p-3 text-left transition-colors hover:bg-muted/60"
      >
        <Badge tone={PRIORITY_TONE[recommendation.priority] ?? 'neutral'} className="mt-px capitalize">
          {recommendation.priority}
        </Badge>
        <span className="min-w-0 flex-1 text-sm font-medium break-words text-fg">{recommendation.action}</span>
        <ChevronDown
          aria-hidden="true"
          className={cn('mt-0.5 size-4 shrink-0 text-fg-muted transition-transform', open && 'rotate-180')}
        />
      </button>
      <div id={panelId} hidden={!open} className="grid gap-3 border-t border-line px-3 pt-3 pb-4">
        <p className="text-sm text-fg-muted">{recommendation.reasoning}</p>
        <figure className="grid gap-2 rounded-md bg-muted/70 p-3">
          <blockquote className="border-l-2 border-accent pl-3 text-sm text-fg italic">“{citation.quote}”</blockquote>
          <figcaption className="flex flex-wrap items-center justify-between gap-2 text-xs text-fg-muted">
            <cite className="not-italic">{citation.source}</cite>
            <a
              href={citation.url}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-center gap-1 rounded-sm font-medium text-accent-text hover:underline"
            >
              View Source
              <ExternalLink aria-hidden="true" className="size-3.5" />
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          </figcaption>
        </figure>
      </div>
    </li>
  );
}

/** 'just now', '5m ago', 'on Nov 3', to follow a verb. */
function whenText(iso: string, now: number): string {
  const when = formatRelativeTime(iso, now);
  if (when === 'Just now') return 'just now';
  return when.endsWith('ago') ? when : `on ${when}`;
}

function ScoreBlock({ insights, now }: { insights: AiInsightsResult; now: number }) {
  const tone = getHealthScoreTone(insights.score);
  const bar = tone === 'healthy' || tone === 'warning' || tone === 'critical' ? BAR_TONE[tone] : 'bg-unknown-solid';
  return (
    <div className="grid gap-4 sm:grid-cols-[11rem_minmax(0,1fr)] sm:gap-6">
      <div className="grid content-start gap-2">
        <p className="flex items-baseline gap-1">
          <span className="text-4xl font-semibold tracking-tight text-fg tabular-nums">{insights.score}</span>
          <span className="text-sm text-fg-muted">/100</span>
        </p>
        <div
          role="progressbar"
          aria-label="Health score"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={insights.score}
          aria-valuetext={`${insights.score} out of 100, ${getHealthScoreLabel(insights.score)}`}
          className="h-2 w-full overflow-hidden rounded-full bg-muted"
        >
          <div className={cn('h-full rounded-full transition-[width]', bar)} style={{ width: `${insights.score}%` }} />
        </div>
        <p className="text-xs font-medium text-fg-muted">{getHealthScoreLabel(insights.score)}</p>
      </div>
      <div className="grid content-start gap-2">
        <p className="text-sm break-words text-fg">{insights.summary}</p>
        <p className="text-xs text-fg-muted">
          Generated <time dateTime={insights.generatedAt}>{whenText(insights.generatedAt, now)}</time>
        </p>
      </div>
    </div>
  );
}

function InsightsResult({ insights, now }: { insights: AiInsightsResult; now: number }) {
  const clean = insights.issues.length === 0 && insights.recommendations.length === 0;
  return (
    <div className="grid gap-6">
      <ScoreBlock insights={insights} now={now} />
      {insights.engine === 'rules' && insights.fallbackReason ? (
        <Alert tone="info" title="Analysed by the expert rules">
          {insights.fallbackReason} The results below come from Sitewarden's built-in rules, not from an AI model.
        </Alert>
      ) : null}
      {clean ? (
        <div className="grid justify-items-center gap-2 rounded-lg border border-healthy/25 bg-healthy-soft px-6 py-8 text-center">
          <PartyPopper aria-hidden="true" className="size-8 text-healthy" />
          <h3 className="text-base font-semibold text-fg">Excellent Domain Health!</h3>
          <p className="max-w-md text-sm text-fg-muted">
            No critical issues or recommendations found. Your domain is performing optimally.
          </p>
        </div>
      ) : (
        <div className="grid gap-6">
          <Expandable
            title="Issues"
            noun="issues"
            items={insights.issues}
            render={(issue, index) => <IssueItem key={`${issue.title}-${index}`} issue={issue} />}
          />
          <Expandable
            title="Recommendations"
            noun="recommendations"
            items={insights.recommendations}
            render={(recommendation, index) => (
              <RecommendationItem key={`${recommendation.action}-${index}`} recommendation={recommendation} />
            )}
          />
        </div>
      )}
    </div>
  );
}

/** SPEC §2.12 AI insights panel: loading, error, empty and result states. */
export function InsightsPanel({ state, now = Date.now() }: { state: InsightsState; now?: number }) {
  return (
    <Card aria-labelledby="insights-title" aria-busy={state.status === 'loading' || undefined}>
      <CardHeader>
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="grid gap-1">
            <CardTitle id="insights-title" className="flex items-center gap-2">
              <Bot aria-hidden="true" className="size-4 text-accent-text" />
              Domain Analysis
            </CardTitle>
            <CardDescription>What the results mean, and what to fix first, with sources.</CardDescription>
          </div>
          {state.status === 'result' ? <EngineBadge insights={state.insights} /> : null}
        </div>
      </CardHeader>
      <CardContent>
        {state.status === 'loading' ? (
          <div className="grid gap-4" role="status">
            <p className="flex items-center gap-2 text-sm font-medium text-fg">
              <Spinner size="sm" label={null} />
              Generating AI Insights...
            </p>
            <div className="grid gap-3 sm:grid-cols-[11rem_minmax(0,1fr)] sm:gap-6">
              <div className="grid content-start gap-2">
                <Skeleton className="h-9 w-24" />
                <Skeleton className="h-2 w-full" />
              </div>
              <div className="grid content-start gap-2">
                <Skeleton className="h-4 w-full" />
                <Skeleton className="h-4 w-4/5" />
              </div>
            </div>
            <Skeleton className="h-14 w-full" />
            <Skeleton className="h-14 w-full" />
          </div>
        ) : state.status === 'error' ? (
          <Alert
            tone="critical"
            role="alert"
            title="AI Analysis Error"
            action={
              <Button variant="outline" size="sm" onClick={state.onRetry}>
                <RotateCw aria-hidden="true" />
                Retry Analysis
              </Button>
            }
          >
            {state.message}
          </Alert>
        ) : state.status === 'empty' ? (
          <div className="grid justify-items-center gap-2 rounded-lg border border-dashed border-line-strong px-6 py-8 text-center">
            <Sparkles aria-hidden="true" className="size-6 text-fg-subtle" />
            <p className="max-w-md text-sm text-fg-muted">
              Run a domain scan with AI insights enabled to see intelligent analysis and recommendations.
            </p>
          </div>
        ) : (
          <InsightsResult insights={state.insights} now={now} />
        )}
      </CardContent>
    </Card>
  );
}
