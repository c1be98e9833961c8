import { useEffect, useId, useState } from 'react';
import { Menu, X } from 'lucide-react';
import { Link, NavLink, useLocation } from 'react-router';
import { Logo } from '../../../components/brand/logo';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { useSession } from '../../../lib/session';
import { HEADER_LINKS, MENU_LABELS, OPEN_DASHBOARD } from './public-nav';

const linkClasses = ({ isActive }: { isActive: boolean }) =>
  cn(
    'rounded-md px-2.5 py-1.5 text-sm font-medium whitespace-nowrap transition-colors hover:bg-muted hover:text-fg',
    isActive ? 'text-fg' : 'text-fg-muted',
  );

/**
 * The account action: Sign In for visitors (a full page load, SPEC §2.3), the app for signed-in people. Public pages
 * that run without React switch it by the session hint (src/web/site/account-action.ts).
 */
function AccountAction({ className }: { className?: string }) {
  const session = useSession();
  if (session.status === 'signed-in') {
    return (
      <Button asChild size="sm" className={className}>
        <Link to="/">{OPEN_DASHBOARD}</Link>
      </Button>
    );
  }
  return (
    <Button asChild size="sm" className={className}>
      <a href="/auth" data-account-action>
        Sign In
      </a>
    </Button>
  );
}

export function PublicHeader() {
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const { pathname } = useLocation();

  useEffect(() => {
    setMenuOpen(false);
  }, [pathname]);

  return (
    <header className="sticky top-0 z-30 border-b border-line/80 bg-canvas/85 backdrop-blur-md supports-[backdrop-filter]:bg-canvas/70">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 sm:px-6 lg:px-8">
        <Link to="/" aria-label="Sitewarden home" className="rounded-md">
          <Logo />
        </Link>
        <nav aria-label="Main" className="ml-4 hidden items-center gap-0.5 xl:flex">
          {HEADER_LINKS.map((link) => (
            <NavLink key={link.to} to={link.to} className={linkClasses}>
              {link.label}
            </NavLink>
          ))}
        </nav>
        <div className="ml-auto flex items-center gap-2">
          <AccountAction />
          {/* Both icons are there; aria-expanded picks one, so src/web/site/header-menu.ts can work it without React. */}
          <Button
            variant="ghost"
            size="icon"
            className="group xl:hidden"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            aria-label={menuOpen ? MENU_LABELS.close : MENU_LABELS.open}
            data-menu-toggle
            onClick={() => setMenuOpen((open) => !open)}
          >
            <Menu aria-hidden="true" className="group-aria-expanded:hidden" />
            <X aria-hidden="true" className="hidden group-aria-expanded:block" />
          </Button>
        </div>
      </div>
      <nav
        id={menuId}
        aria-label="Main"
        hidden={!menuOpen}
        className="border-t border-line bg-surface px-4 pt-2 pb-4 shadow-sm sm:px-6 xl:hidden"
      >
        <ul className="mx-auto grid max-w-7xl gap-0.5 sm:grid-cols-2">
          {HEADER_LINKS.map((link) => (
            <li key={link.to}>
              <NavLink
                to={link.to}
                className={({ isActive }) =>
                  cn(
                    'block rounded-md px-3 py-2.5 text-[15px] font-medium transition-colors hover:bg-muted',
                    isActive ? 'text-fg' : 'text-fg-muted',
                  )
                }
              >
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
