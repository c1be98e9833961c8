import { Download } from 'lucide-react';
import { Button } from '../../../components/ui/button';

/** The CSV export: a plain download link, so the browser saves the file under the name the server gives it. */
export function ExportLink({ href, label = 'Export CSV' }: { href: string; label?: string }) {
  return (
    <Button asChild variant="outline">
      <a href={href} download>
        <Download aria-hidden="true" />
        {label}
      </a>
    </Button>
  );
}
