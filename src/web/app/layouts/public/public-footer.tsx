import { Clock } from 'lucide-react';
import { Link } from 'react-router';
import { Logo } from '../../../components/brand/logo';
import { ThemeSwitcher } from '../../../components/theme-switcher';
import { siteYear } from '../../../lib/site-year';
import { copyright, FOOTER_COLUMNS, SUPPORT_HOURS } from './public-nav';

export function PublicFooter() {
  return (
    <footer className="border-t border-line bg-surface">
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8 lg:py-16">
        <div className="grid gap-10 lg:grid-cols-[minmax(0,15rem)_1fr] lg:gap-16">
          <div className="grid content-start gap-4">
            <Link to="/" aria-label="Sitewarden home" className="w-fit rounded-md">
              <Logo />
            </Link>
            <p className="text-sm text-fg-muted">
              Uptime, certificates, DNS, domain registration, performance and security monitoring for the sites you run.
            </p>
          </div>
          <nav aria-label="Footer" className="grid grid-cols-2 gap-x-6 gap-y-10 sm:grid-cols-3 xl:grid-cols-6">
            {FOOTER_COLUMNS.map((column) => (
              <div key={column.title}>
                <h2 className="text-sm font-semibold text-fg">{column.title}</h2>
                <ul className="mt-3 grid gap-2.5">
                  {column.links.map((link) => (
                    <li key={link.to}>
                      <Link to={link.to} className="rounded-sm text-sm text-fg-muted transition-colors hover:text-fg">
                        {link.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </nav>
        </div>
        <div className="mt-12 flex flex-col gap-4 border-t border-line pt-6 text-sm text-fg-muted sm:flex-row sm:items-center sm:justify-between">
          <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:gap-6">
            {/* the server's year and the browser's may differ for the hours around New Year */}
            <p suppressHydrationWarning>{copyright(siteYear())}</p>
            <p className="inline-flex items-center gap-1.5">
              <Clock aria-hidden="true" className="size-3.5" />
              {SUPPORT_HOURS}
            </p>
          </div>
          <ThemeSwitcher className="w-fit" />
        </div>
      </div>
    </footer>
  );
}
