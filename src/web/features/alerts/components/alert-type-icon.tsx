import { CalendarClock, Gauge, LockKeyhole, Network, ServerCrash, ShieldAlert, type LucideIcon } from 'lucide-react';
import type { AlertType } from '../../../../shared/helpers/alert-display';

/** One icon per alert type (SPEC §2.13 'type icon'). */
export const ALERT_TYPE_ICONS: Record<AlertType, LucideIcon> = {
  downtime: ServerCrash,
  ssl_expiry: LockKeyhole,
  registration_expiry: CalendarClock,
  dns_change: Network,
  performance: Gauge,
  security: ShieldAlert,
};
