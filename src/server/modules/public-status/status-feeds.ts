import { escapeXml as text } from '../../../shared/helpers/escape-html';
import { incidentAddress } from '../../../shared/helpers/incident-address';
import { INCIDENT_STATUS_LABELS } from './html/status-page-html';
import type { PageIncident, StatusPageModel } from './status-page-model';

/** The incident's timeline as HTML (newest update first), for the feed reader that shows it away from the page. */
function incidentHtml(incident: PageIncident): string {
  const updates = [...incident.updates]
    .reverse()
    .map((u) => `<p><strong>${INCIDENT_STATUS_LABELS[u.status]}</strong> (${u.createdAt.toISOString()})</p>${u.html}`)
    .join('');
  return `${incident.descriptionHtml ?? ''}${updates}`;
}

const lastUpdate = (incident: PageIncident) =>
  new Date(Math.max(incident.updatedAt.getTime(), ...incident.updates.map((u) => u.createdAt.getTime())));

const newest = (model: StatusPageModel) =>
  new Date(Math.max(model.page.updatedAt.getTime(), ...model.recentIncidents.map((i) => lastUpdate(i).getTime())));

/**
 * RSS 2.0 of the page's newest incidents; each item's link is the incident's own page (decision 079), which is its
 * guid too: one address per incident, whatever its updates.
 */
export function incidentsRss(model: StatusPageModel, pageUrl: string, selfUrl: string): string {
  const items = model.recentIncidents.map((incident) =>
    [
      '    <item>',
      `      <title>${text(`${incident.title} (${INCIDENT_STATUS_LABELS[incident.status]})`)}</title>`,
      `      <link>${text(incidentAddress(pageUrl, incident.id))}</link>`,
      `      <guid isPermaLink="true">${text(incidentAddress(pageUrl, incident.id))}</guid>`,
      `      <pubDate>${incident.startedAt.toUTCString()}</pubDate>`,
      `      <description>${text(incidentHtml(incident))}</description>`,
      '    </item>',
    ].join('\n'),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '  <channel>',
    `    <title>${text(`${model.page.name} status`)}</title>`,
    `    <link>${text(pageUrl)}</link>`,
    `    <description>${text(`Incidents of ${model.page.name}`)}</description>`,
    '    <language>en</language>',
    `    <lastBuildDate>${newest(model).toUTCString()}</lastBuildDate>`,
    `    <atom:link href="${text(selfUrl)}" rel="self" type="application/rss+xml"/>`,
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}

/** Atom (RFC 4287) of the page's newest incidents: each entry's id and alternate link are its own page. */
export function incidentsAtom(model: StatusPageModel, pageUrl: string, selfUrl: string): string {
  const entries = model.recentIncidents.map((incident) =>
    [
      '  <entry>',
      `    <id>${text(incidentAddress(pageUrl, incident.id))}</id>`,
      `    <title type="text">${text(`${incident.title} (${INCIDENT_STATUS_LABELS[incident.status]})`)}</title>`,
      `    <link rel="alternate" type="text/html" href="${text(incidentAddress(pageUrl, incident.id))}"/>`,
      `    <published>${incident.startedAt.toISOString()}</published>`,
      `    <updated>${lastUpdate(incident).toISOString()}</updated>`,
      `    <content type="html">${text(incidentHtml(incident))}</content>`,
      '  </entry>',
    ].join('\n'),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="en">',
    `  <id>${text(`urn:uuid:${model.page.id}`)}</id>`,
    `  <title type="text">${text(`${model.page.name} status`)}</title>`,
    `  <updated>${newest(model).toISOString()}</updated>`,
    `  <author><name>${text(model.page.name)}</name></author>`,
    `  <link rel="alternate" type="text/html" href="${text(pageUrl)}"/>`,
    `  <link rel="self" type="application/atom+xml" href="${text(selfUrl)}"/>`,
    ...entries,
    '</feed>',
    '',
  ].join('\n');
}
