import { NavLink } from 'react-router';
import { cn } from '../../../lib/cn';

const LINKS = [
  ['/partner-api', 'API keys & usage'],
  ['/partner', 'Partner profile & domains'],
] as const;

/** The two screens of the partner programme, one above the other's content: /partner-api and /partner. */
export function PartnerNav() {
  return (
    <nav aria-label="Partner programme" className="overflow-x-auto">
      <ul className="inline-flex min-w-full gap-1 rounded-lg bg-muted p-1 sm:min-w-0">
        {LINKS.map(([to, label]) => (
          <li key={to} className="flex-1 sm:flex-none">
            <NavLink
              to={to}
              end
              className={({ isActive }) =>
                cn(
                  'block rounded-md px-3 py-1.5 text-center text-sm font-medium whitespace-nowrap text-fg-muted hover:text-fg',
                  isActive && 'bg-surface text-fg shadow-sm',
                )
              }
            >
              {label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
