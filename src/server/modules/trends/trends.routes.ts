import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  analyticsQuerySchema,
  analyticsSchema,
  trendsExportQuerySchema,
  trendsQuerySchema,
  trendsSchema,
} from '../../../shared/contracts/trends';
import { csvFilename, csvRow } from '../../../shared/helpers/csv';
import { displayDomain } from '../../../shared/helpers/domain-name';
import type { WorkspaceResolver } from '../workspaces/workspace.service';
import type { ExportRow, TrendsService } from './trends.service';

export const EXPORT_COLUMNS = [
  'period_start_utc',
  'domain',
  'monitor',
  'uptime_percent',
  'uptime_checks',
  'avg_response_time_ms',
  'ssl_days_left',
  'performance_score',
] as const;

function* csvLines(rows: readonly ExportRow[]): Generator<string> {
  yield csvRow(EXPORT_COLUMNS);
  for (const r of rows) {
    yield csvRow([
      r.at,
      displayDomain(r.domain),
      r.monitor,
      r.uptime,
      r.checks,
      r.responseTime,
      r.sslDaysLeft,
      r.performanceScore,
    ]);
  }
}

export function registerTrendsRoutes(
  app: FastifyInstance,
  { trends, workspace }: { trends: TrendsService; workspace: WorkspaceResolver },
): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['trends'];

  r.get(
    '/api/trends',
    {
      schema: {
        tags,
        summary: "A domain's history over a range",
        querystring: trendsQuerySchema,
        response: { 200: trendsSchema },
      },
    },
    async (request) => trends.trends(await workspace(request), request.query),
  );

  r.get(
    '/api/analytics',
    {
      schema: {
        tags,
        summary: 'The workspace over a range, domain by domain',
        querystring: analyticsQuerySchema,
        response: { 200: analyticsSchema },
      },
    },
    async (request) => trends.analytics(await workspace(request), request.query),
  );

  r.get(
    '/api/trends/export.csv',
    {
      schema: {
        tags,
        summary: 'The history of a domain, or of every domain, as CSV',
        querystring: trendsExportQuerySchema,
        produces: ['text/csv'],
        // streamed, so never serialized: the document shows the text, the handler's type stays the stream
        response: {
          200: z.custom<Readable>().meta({
            type: 'string',
            description:
              `A CSV attachment: a header row (${EXPORT_COLUMNS.join(', ')}), ` +
              'then a row per period for each domain and each of its monitors',
          }),
        },
      },
    },
    async (request, reply) => {
      const { label, rows } = await trends.exportRows(await workspace(request), request.query);
      const filename = csvFilename(['sitewarden', label, request.query.range, new Date().toISOString().slice(0, 10)]);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'no-store')
        .send(Readable.from(csvLines(rows)));
    },
  );
}
