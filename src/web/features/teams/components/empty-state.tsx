/** Moved to the shared primitives; kept so the team screens' imports stay put. */
export { EmptyState, type EmptyStateProps } from '../../../components/ui/empty-state';
