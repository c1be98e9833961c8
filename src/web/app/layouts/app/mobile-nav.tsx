import { useState } from 'react';
import { Menu } from 'lucide-react';
import type { User } from '../../../../shared/contracts/auth';
import { needAttentionText } from '../../../../shared/helpers/alert-attention';
import { formatBadgeCount, MOBILE_MENU_BADGE_CAP } from '../../../../shared/helpers/badge-count';
import { CountBadge } from '../../../components/ui/badge';
import { Dialog, DialogContent, DialogTitle, DialogTrigger } from '../../../components/ui/dialog';
import { SidebarContent } from './sidebar';

export interface MobileNavProps {
  user: User;
  /** Alerts needing attention (decision 069). */
  attentionAlertCount?: number | undefined;
  onLogout: () => void;
  logoutPending: boolean;
}

/**
 * SPEC §2.4 mobile menu: a floating button (the alerts needing attention, 9+) opening a 280 px left drawer with the logo, the user's
 * initials, display name and e-mail, and the navigation (Alerts badge 99+).
 */
export function MobileNav({ user, attentionAlertCount, onLogout, logoutPending }: MobileNavProps) {
  const [open, setOpen] = useState(false);
  const badge = formatBadgeCount(attentionAlertCount, MOBILE_MENU_BADGE_CAP);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger
        aria-label={badge ? `Open menu, alerts: ${needAttentionText(badge)}` : 'Open menu'}
        className="fixed bottom-5 left-4 z-40 inline-flex size-12 cursor-pointer items-center justify-center rounded-full bg-fg text-canvas shadow-lg ring-1 ring-black/5 transition-transform active:scale-95 lg:hidden"
      >
        <Menu aria-hidden="true" className="size-5" />
        {badge ? (
          <CountBadge aria-hidden="true" className="absolute -top-1 -right-1 ring-2 ring-canvas">
            {badge}
          </CountBadge>
        ) : null}
      </DialogTrigger>
      <DialogContent side="left" aria-describedby={undefined}>
        <DialogTitle className="sr-only">Menu</DialogTitle>
        <SidebarContent
          variant="drawer"
          user={user}
          attentionAlertCount={attentionAlertCount}
          onLogout={onLogout}
          logoutPending={logoutPending}
          onNavigate={() => setOpen(false)}
        />
      </DialogContent>
    </Dialog>
  );
}
