import { ExternalLink } from 'lucide-react';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import type { StatusPage } from '../../../../shared/contracts/status-pages';
import { DetailFrame, DetailLoadFailure, DetailSkeleton } from '../../../components/detail-screen';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { ScrollingTabsList, Tabs, TabsContent } from '../../../components/ui/tabs';
import { useTabParam } from '../../../lib/search-param';
import { useDocumentTitle } from '../../../lib/document-title';
import { useStatusPage } from '../api/get-status-page';
import { useEditRights } from '../lib/permissions';
import { AutoIncidentsNote } from './auto-incidents-note';
import { ComponentsTab } from './components-editor/components-tab';
import { IncidentsTab } from './incidents/incidents-tab';
import { PageIndicatorBadge } from './indicator-badges';
import { SettingsTab } from './settings/settings-tab';
import { ShareTab } from './share/share-tab';
import { SubscribersTab } from './subscribers/subscribers-tab';

const TABS = [
  ['settings', 'Settings'],
  ['components', 'Components'],
  ['incidents', 'Incidents'],
  ['subscribers', 'Subscribers'],
  ['share', 'Share'],
] as const;
type EditorTab = (typeof TABS)[number][0];
const TAB_VALUES: readonly EditorTab[] = TABS.map(([value]) => value);

function Frame({ children }: { children: ReactNode }) {
  return (
    <DetailFrame back="/status-pages" backLabel="All status pages">
      {children}
    </DetailFrame>
  );
}

/** /status-pages/{id}: one page's settings, components, incidents, subscribers and addresses to share, a tab each (?tab=). */
export function StatusPageEditor() {
  const { id = '' } = useParams();
  const query = useStatusPage(id);
  const page = query.data;
  const rights = useEditRights();
  useDocumentTitle(page ? page.name : 'Status page');

  if (!page || !rights.known) {
    if (query.isError)
      return (
        <Frame>
          <DetailLoadFailure
            error={query.error}
            notFoundTitle="Status page not found"
            errorTitle="Couldn't load this status page"
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
          />
        </Frame>
      );
    return (
      <Frame>
        <DetailSkeleton label="Loading the status page">
          <Skeleton className="h-9 w-96 max-w-full rounded-lg" />
          <Skeleton className="h-96" />
        </DetailSkeleton>
      </Frame>
    );
  }
  return (
    <Frame>
      <Editor page={page} canEdit={rights.canEdit} />
    </Frame>
  );
}

function Editor({ page, canEdit }: { page: StatusPage; canEdit: boolean }) {
  const [tab, setTab] = useTabParam(TAB_VALUES, 'settings');
  return (
    <>
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div className="grid min-w-0 gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <h2 className="text-xl font-semibold tracking-tight break-words text-fg">{page.name}</h2>
            <PageIndicatorBadge indicator={page.indicator} componentCount={page.componentCount} />
            {page.isPublic ? null : <Badge tone="neutral">Private</Badge>}
          </div>
          <p className="font-mono text-sm break-all text-fg-muted">{page.publicUrl}</p>
          <AutoIncidentsNote page={page} />
        </div>
        <Button asChild variant="outline" size="sm">
          <a href={page.publicUrl} target="_blank" rel="noopener noreferrer">
            View public page
            <ExternalLink aria-hidden="true" />
            <span className="sr-only">(opens in a new tab)</span>
          </a>
        </Button>
      </header>
      <Tabs className="min-w-0" value={tab} onValueChange={setTab}>
        <ScrollingTabsList label="Status page" tabs={TABS} />
        <TabsContent value="settings">
          <SettingsTab page={page} canEdit={canEdit} />
        </TabsContent>
        <TabsContent value="components">
          <ComponentsTab page={page} canEdit={canEdit} />
        </TabsContent>
        <TabsContent value="incidents">
          <IncidentsTab page={page} />
        </TabsContent>
        <TabsContent value="subscribers">
          <SubscribersTab page={page} />
        </TabsContent>
        <TabsContent value="share">
          <ShareTab page={page} />
        </TabsContent>
      </Tabs>
    </>
  );
}
