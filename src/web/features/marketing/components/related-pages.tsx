import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { PAGE_LABELS } from '../content/page-labels';

export function RelatedPages({ paths }: { paths: readonly string[] }) {
  return (
    <nav aria-labelledby="related-title" className="border-t border-line bg-canvas py-12">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <h2 id="related-title" className="text-sm font-semibold text-fg">
          Read next
        </h2>
        <ul className="mt-4 flex flex-wrap gap-3">
          {paths.map((path) => (
            <li key={path}>
              <Link
                to={path}
                className="inline-flex items-center gap-1.5 rounded-lg border border-line bg-surface px-3.5 py-2 text-sm font-medium text-fg shadow-xs transition-colors hover:bg-muted"
              >
                {PAGE_LABELS[path] ?? path}
                <ArrowRight aria-hidden="true" className="size-3.5 text-fg-muted" />
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </nav>
  );
}
