// What other screens compose (the dashboard's side widgets).
export { UpcomingRenewalsCard } from './components/upcoming-renewals-card';
