import type { StatusPage } from '../../../../../shared/contracts/status-pages';
import { CopyButton } from '../../../../components/copy-button';
import { Alert } from '../../../../components/ui/alert';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../../components/ui/card';
import { pageLinks } from '../../lib/page-links';

/**
 * The page's addresses and snippets to copy (decision 072): the page, the widget, badges, feeds and the JSON. On a
 * phone each label and its copy button share a line above the text, which wraps anywhere.
 */
export function ShareTab({ page }: { page: StatusPage }) {
  const links = pageLinks(page);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Share and embed</CardTitle>
        <CardDescription>
          {page.customDomain && page.publicUrl.startsWith(`https://${page.customDomain}`)
            ? `Addresses on your own domain, ${page.customDomain}.`
            : 'Addresses on this installation; once your custom domain is verified they use it.'}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {page.isPublic ? null : (
          <Alert tone="warning" title="This page is private">
            Only its page address works for those allowed in: the widget, badges, feeds and JSON answer once it is
            public.
          </Alert>
        )}
        <dl className="grid gap-3">
          {links.map((link) => (
            <div
              key={link.label}
              className="grid min-w-0 grid-cols-[minmax(0,1fr)_auto] items-start gap-x-3 gap-y-1 rounded-lg border border-line bg-canvas p-3"
            >
              <dt className="min-w-0">
                <span className="text-sm font-medium text-fg">{link.label}</span>
                <span className="block text-xs text-fg-muted">{link.hint}</span>
              </dt>
              <dd className="col-start-2 row-start-1 justify-self-end">
                <CopyButton text={link.text} what={link.label} size="sm" variant="ghost" />
              </dd>
              <dd className="col-span-2 min-w-0 font-mono text-sm break-all text-fg">{link.text}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
