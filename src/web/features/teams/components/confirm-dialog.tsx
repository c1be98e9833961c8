/** Moved to the shared primitives; kept so the team screens' imports stay put. */
export { ConfirmDialog, type ConfirmDialogProps } from '../../../components/ui/confirm-dialog';
