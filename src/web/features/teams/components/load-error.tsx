/** Moved to the shared primitives; kept so the team screens' imports stay put. */
export { LoadError, type LoadErrorProps } from '../../../components/ui/load-error';
