import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { brokenScan, cleanInsights, modelInsights } from '../testing/fixtures';
import { InsightsPanel } from './insights-panel';

const rulesInsights = brokenScan.aiInsights!;
const now = Date.parse('2026-11-22T03:50:00.000Z');

const section = (name: RegExp) => within(screen.getByRole('region', { name }));

describe('AI insights panel (SPEC §2.12)', () => {
  it('shows the score with its bar, the summary and when it was generated', () => {
    render(<InsightsPanel state={{ status: 'result', insights: { ...rulesInsights, score: 42 } }} now={now} />);
    expect(screen.getByRole('progressbar', { name: 'Health score' })).toHaveAttribute('aria-valuenow', '42');
    expect(screen.getByText('42')).toBeInTheDocument();
    expect(screen.getByText(rulesInsights.summary)).toBeInTheDocument();
    expect(screen.getByText(/Generated/)).toHaveTextContent('Generated 2m ago');
  });

  it('lists the first 3 issues and recommendations, with Show All and Show Less', async () => {
    const user = userEvent.setup();
    render(<InsightsPanel state={{ status: 'result', insights: rulesInsights }} now={now} />);

    const issues = section(/^Issues/);
    expect(issues.getAllByRole('listitem')).toHaveLength(3);
    await user.click(issues.getByRole('button', { name: /Show All/ }));
    expect(issues.getAllByRole('listitem')).toHaveLength(rulesInsights.issues.length);
    expect(issues.getByRole('button', { name: /Show Less/ })).toHaveAttribute('aria-expanded', 'true');
    await user.click(issues.getByRole('button', { name: /Show Less/ }));
    expect(issues.getAllByRole('listitem')).toHaveLength(3);

    const recommendations = section(/^Recommendations/);
    expect(recommendations.getAllByRole('button', { expanded: false })).toHaveLength(3 + 1);
    await user.click(recommendations.getByRole('button', { name: /Show All/ }));
    expect(recommendations.getAllByRole('listitem')).toHaveLength(rulesInsights.recommendations.length);
  });

  it('hides the toggle when there are 3 or fewer', () => {
    const insights = { ...rulesInsights, issues: rulesInsights.issues.slice(0, 3), recommendations: [] };
    render(<InsightsPanel state={{ status: 'result', insights }} now={now} />);
    expect(screen.queryByRole('button', { name: /Show All/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /^Recommendations/ })).not.toBeInTheDocument();
  });

  it('expands a recommendation to its citation, with a View Source link that opens a new tab safely', async () => {
    const user = userEvent.setup();
    render(<InsightsPanel state={{ status: 'result', insights: rulesInsights }} now={now} />);
    const first = rulesInsights.recommendations[0]!;
    const toggle = screen.getByRole('button', { name: new RegExp(first.action) });
    expect(screen.queryByText(`“${first.citation.quote}”`)).not.toBeVisible();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(`“${first.citation.quote}”`)).toBeVisible();
    expect(screen.getByText(first.citation.source)).toBeVisible();
    expect(screen.getByText(first.reasoning)).toBeVisible();
    const link = screen.getAllByRole('link', { name: /View Source/ }).find((a) => a.closest('[hidden]') === null)!;
    expect(link).toHaveAttribute('href', first.citation.url);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  it("shows 'Excellent Domain Health!' when there is nothing to fix", () => {
    render(<InsightsPanel state={{ status: 'result', insights: cleanInsights }} now={now} />);
    expect(screen.getByRole('heading', { name: 'Excellent Domain Health!' })).toBeInTheDocument();
    expect(
      screen.getByText('No critical issues or recommendations found. Your domain is performing optimally.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /^Issues/ })).not.toBeInTheDocument();
  });

  it('says the expert rules wrote an analysis, and why no model was used when one was asked for', () => {
    render(
      <InsightsPanel
        state={{
          status: 'result',
          insights: { ...rulesInsights, fallbackReason: 'The AI provider did not answer in time.' },
        }}
        now={now}
      />,
    );
    expect(screen.getByText('Expert rules analysis')).toBeInTheDocument();
    expect(screen.queryByText(/AI analysis by/)).not.toBeInTheDocument();
    expect(screen.getByText(/The AI provider did not answer in time\./)).toHaveTextContent(/not from an AI model/);
  });

  it('names the model that wrote an analysis', () => {
    render(<InsightsPanel state={{ status: 'result', insights: modelInsights }} now={now} />);
    expect(screen.getByText('AI analysis by claude-sonnet-4-5')).toBeInTheDocument();
    expect(screen.queryByText('Expert rules analysis')).not.toBeInTheDocument();
  });

  it('has loading, empty and error states', async () => {
    const onRetry = vi.fn();
    const user = userEvent.setup();
    const { rerender } = render(<InsightsPanel state={{ status: 'loading' }} />);
    expect(screen.getByText('Generating AI Insights...')).toBeInTheDocument();

    rerender(<InsightsPanel state={{ status: 'empty' }} />);
    expect(
      screen.getByText('Run a domain scan with AI insights enabled to see intelligent analysis and recommendations.'),
    ).toBeInTheDocument();

    rerender(<InsightsPanel state={{ status: 'error', message: 'Request timeout. Please try again.', onRetry }} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('AI Analysis Error');
    expect(alert).toHaveTextContent('Request timeout. Please try again.');
    await user.click(screen.getByRole('button', { name: 'Retry Analysis' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
