// What other screens compose (the dashboard's Performance tab and side widget).
export { PerformanceOverviewCard } from './components/performance-overview-card';
export { PerformanceSummary } from './components/performance-summary';
