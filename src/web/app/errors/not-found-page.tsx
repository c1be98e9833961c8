import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { useDocumentTitle } from '../../lib/document-title';

export const NOT_FOUND_TITLE = '404 Page Not Found';

export interface NotFoundPageProps {
  /** Without a layout around it: fill the viewport. */
  standalone?: boolean;
  homeLabel?: string;
  /** h2 when a layout already has the page's h1 (the signed-in top bar). */
  headingLevel?: 1 | 2;
}

/** SPEC §2.1: any unknown path shows a page titled '404 Page Not Found'. */
export function NotFoundPage({ standalone = false, homeLabel = 'Back to home', headingLevel = 1 }: NotFoundPageProps) {
  useDocumentTitle(NOT_FOUND_TITLE);
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <div className={cn('grid place-items-center px-6', standalone ? 'min-h-dvh py-16' : 'py-20 sm:py-28')}>
      <div className="flex max-w-md flex-col items-center text-center">
        <Heading className="flex flex-col items-center gap-3 text-3xl font-semibold tracking-tight text-fg sm:text-4xl">
          <span className="rounded-full bg-accent-soft px-3 py-1 text-sm font-semibold tracking-normal text-accent-text tabular-nums">
            404
          </span>{' '}
          <span>Page Not Found</span>
        </Heading>
        <p className="mt-3 text-fg-muted">
          The page you're looking for doesn't exist or has moved. Check the address, or head back and pick up from
          there.
        </p>
        <Button asChild className="mt-8">
          <Link to="/">
            <ArrowLeft aria-hidden="true" />
            {homeLabel}
          </Link>
        </Button>
      </div>
    </div>
  );
}
