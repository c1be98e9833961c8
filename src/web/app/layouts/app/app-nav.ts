import {
  Bell,
  ChartColumn,
  CreditCard,
  Gauge,
  Globe,
  KeyRound,
  LayoutDashboard,
  Mail,
  Radio,
  ScanSearch,
  Scale,
  Server,
  Settings,
  Activity,
  SlidersHorizontal,
  TrendingUp,
  User,
  UsersRound,
  type LucideIcon,
} from 'lucide-react';
import type { SubscriptionTier } from '../../../../shared/contracts/auth';

export interface AppNavItem {
  label: string;
  to: string;
  icon: LucideIcon;
  /** Shows the count of alerts needing attention (decision 069). */
  showsAlertBadge?: boolean;
  /** Plans that do not see the entry. */
  hiddenFor?: readonly SubscriptionTier[];
}

/** SPEC §2.4 sidebar, in order. */
export const MAIN_NAV: readonly AppNavItem[] = [
  { label: 'Dashboard', to: '/', icon: LayoutDashboard },
  { label: 'Scanner', to: '/scanner', icon: ScanSearch },
  { label: 'Domains', to: '/domains', icon: Globe },
  { label: 'Performance', to: '/performance', icon: Gauge },
  { label: 'Analytics', to: '/analytics', icon: ChartColumn },
  { label: 'Alerts', to: '/alerts', icon: Bell, showsAlertBadge: true },
  { label: 'Alert Thresholds', to: '/alert-thresholds', icon: SlidersHorizontal },
  { label: 'Trends', to: '/trends', icon: TrendingUp },
  { label: 'Benchmarking', to: '/benchmarking', icon: Scale },
  { label: 'Status Pages', to: '/status-pages', icon: Radio },
  { label: 'Partner API', to: '/partner-api', icon: KeyRound, hiddenFor: ['free'] },
  { label: 'Billing', to: '/billing', icon: CreditCard },
];

/** SPEC §2.4: at the bottom of the sidebar, above Log out. */
export const ACCOUNT_NAV: readonly AppNavItem[] = [
  { label: 'Settings', to: '/settings', icon: Settings },
  { label: 'Profile', to: '/profile', icon: User },
];

/** The installation's own screens, for its administrators only (users.is_admin). */
export const ADMIN_NAV: readonly AppNavItem[] = [
  { label: 'Users', to: '/admin/users', icon: UsersRound },
  { label: 'Mail and deliveries', to: '/admin/mailgun', icon: Mail },
  { label: 'Site performance', to: '/admin/performance', icon: Activity },
  { label: 'System', to: '/admin/system', icon: Server },
];

export function getMainNav(tier: SubscriptionTier): AppNavItem[] {
  return MAIN_NAV.filter((item) => !item.hiddenFor?.includes(tier));
}
