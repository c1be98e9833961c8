import { ArrowRight, Download, ExternalLink } from 'lucide-react';
import { Link } from 'react-router';
import type { ResourceDetail } from '../../../../shared/contracts/resources';
import { formatDownloadCount, formatFileSize } from '../../../../shared/helpers/resource-display';
import { Button } from '../../../components/ui/button';

/** What the resource offers besides its text: the file to download, or the tool or reference it points to. */
export function ResourceActions({ resource }: { resource: ResourceDetail }) {
  const { download, externalUrl } = resource;
  if (!download && !externalUrl) return null;
  const downloads = formatDownloadCount(resource.downloadCount);
  return (
    <div className="flex flex-col gap-4 rounded-xl border border-line bg-surface p-5 shadow-xs sm:flex-row sm:items-center sm:justify-between">
      {download ? (
        <>
          <div className="min-w-0">
            <p className="font-medium text-fg">{download.fileName}</p>
            <p className="mt-0.5 text-sm text-fg-muted" data-figure>
              {download.format} file, {formatFileSize(download.sizeBytes)}
              {downloads ? ` · ${downloads}` : ''}
            </p>
          </div>
          {/* A plain link: the server counts the download and sends the file as an attachment. */}
          <Button asChild size="lg">
            <a href={download.url} download={download.fileName}>
              <Download aria-hidden="true" />
              Download {download.format}
            </a>
          </Button>
        </>
      ) : null}
      {!download && externalUrl ? <ToolLink resource={resource} url={externalUrl} /> : null}
    </div>
  );
}

function ToolLink({ resource, url }: { resource: ResourceDetail; url: string }) {
  const internal = url.startsWith('/');
  const label = resource.type === 'api_doc' ? 'Open the API reference' : `Open ${resource.title}`;
  return (
    <>
      <p className="text-sm text-fg-muted">{internal ? 'Opens on this site.' : 'Opens on another site.'}</p>
      <Button asChild size="lg">
        {internal ? (
          <Link to={url}>
            {label}
            <ArrowRight aria-hidden="true" />
          </Link>
        ) : (
          <a href={url} rel="noopener noreferrer">
            {label}
            <ExternalLink aria-hidden="true" />
          </a>
        )}
      </Button>
    </>
  );
}
