// What other screens compose (the dashboard's side widgets).
export { SecurityStatusCard, type AuditActionComponent } from './components/security-status-card';
