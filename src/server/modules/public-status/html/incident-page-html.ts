import { escapeHtml } from '../../../../shared/helpers/escape-html';
import { INCIDENT_IMPACT_LABELS, INCIDENT_STATUS_LABELS } from '../../../../shared/helpers/incident-display';
import type { PageIncident, StatusPageModel } from '../status-page-model';
import { statusPaths } from '../status-paths';
import { renderPublicDocument } from './document';
import {
  componentNames,
  feedLinks,
  incidentTimeline,
  incidentTimes,
  incidentTone,
  pageFooter,
  pageHeader,
  themeCss,
  themeMode,
  ZONE_NOTE,
} from './status-page-html';

export interface IncidentPageView {
  model: StatusPageModel;
  incident: PageIncident;
  canonicalUrl: string;
  /** The status page's built script (local times), when the web build has one. */
  script: string | null;
  noindex: boolean;
  now: Date;
}

/** 'Checkout errors (Resolved)': the incident's title with its stage, for the title bar and search results. */
const documentTitle = (incident: PageIncident, pageName: string) =>
  `${incident.title} (${INCIDENT_STATUS_LABELS[incident.status]}) · ${pageName}`;

/**
 * An incident's own page (decision 079), as Statuspage and Better Stack have one: its title, stage, impact, times,
 * the components it affects and its whole timeline, with the page's theme and a way back to the page. Real HTML;
 * everything the page's managers typed is escaped (Markdown rendered with raw HTML escaped).
 */
export function renderIncidentPage(view: IncidentPageView): string {
  const { model, incident, now } = view;
  const page = model.page;
  const paths = statusPaths(page.slug);
  const body = [
    '<div class="sw-wrap">',
    pageHeader(page, paths.base),
    '<main id="sw-incident">',
    `<p><a href="${escapeHtml(paths.base)}">&larr; Back to ${escapeHtml(page.name)}</a></p>`,
    `<article class="sw-card t-${incidentTone(incident)}">`,
    `<h1 class="sw-incident-title">${escapeHtml(incident.title)} <span class="sw-tag">${INCIDENT_STATUS_LABELS[incident.status]}</span></h1>`,
    `<p class="sw-muted">Impact: ${escapeHtml(INCIDENT_IMPACT_LABELS[incident.impact])}. ${incidentTimes(incident, now)}.</p>`,
    componentNames(model, incident.componentIds),
    incident.descriptionHtml ?? '',
    '<h2 class="sw-updates-heading">Updates</h2>',
    incidentTimeline(incident, now) || '<p class="sw-muted">No updates yet.</p>',
    '</article>',
    `<p class="sw-muted">${ZONE_NOTE}</p>`,
    '</main>',
    pageFooter(page, paths),
    '</div>',
  ].join('');
  const description = incident.updates.at(-1)?.body ?? `An incident on ${page.name}.`;
  return renderPublicDocument({
    title: documentTitle(incident, page.name),
    // the newest update's words as written (escaped by the document), cut to a search result's length
    description: description.length > 160 ? `${description.slice(0, 157)}...` : description,
    canonicalUrl: view.canonicalUrl,
    body,
    head: feedLinks(page, paths),
    css: themeCss(model),
    faviconUrl: page.faviconUrl,
    mode: themeMode(page.theme),
    scripts: view.script ? [view.script] : [],
    noindex: view.noindex,
  });
}
