/** Moved to the shared primitives; kept so the team screens' imports stay put. */
export { Textarea } from '../../../components/ui/textarea';
