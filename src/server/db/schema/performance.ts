import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  text,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { id, timestamps, tstz } from './columns';
import { domains } from './domains';
import { alertSeverities } from './monitoring';
import { users } from './users';

export const performanceDevices = ['mobile', 'desktop'] as const;
export const thirdPartyImpacts = ['low', 'medium', 'high'] as const;
export const auditStatuses = ['running', 'completed', 'failed'] as const;
export const budgetUnits = ['ms', 'score', 'bytes', 'count', 'ratio'] as const;

export type AuditStatus = (typeof auditStatuses)[number];

/** One section of a full audit (SPEC §3.1): status and message, plus whatever the probe adds. */
export interface AuditSectionResult {
  status: string;
  message: string;
  [key: string]: unknown;
}

// Timings below are milliseconds stored as real (Lighthouse reports fractions); sizes are bytes.

/** Summary of the latest measurements shown on the dashboard. */
export const performanceMetrics = pgTable(
  'performance_metrics',
  {
    id: id(),
    domainId: uuid('domain_id')
      .notNull()
      .references(() => domains.id, { onDelete: 'cascade' }),
    loadTime: real('load_time'),
    firstContentfulPaint: real('first_contentful_paint'),
    largestContentfulPaint: real('largest_contentful_paint'),
    cumulativeLayoutShift: real('cumulative_layout_shift'),
    firstInputDelay: real('first_input_delay'),
    /** 0-100 */
    performanceScore: real('performance_score'),
    createdAt: tstz('created_at').notNull().defaultNow(),
  },
  (t) => [index('performance_metrics_domain_created_idx').on(t.domainId, t.createdAt)],
);

export const performanceScans = pgTable(
  'performance_scans',
  {
    id: id(),
    domainId: uuid('domain_id')
      .notNull()
      .references(() => domains.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    device: varchar('device', { length: 10, enum: performanceDevices }).notNull().default('mobile'),
    /** The Lighthouse result, trimmed of screenshots. */
    rawData: jsonb('raw_data').$type<Record<string, unknown>>(),
    performanceScore: real('performance_score'),
    accessibilityScore: real('accessibility_score'),
    bestPracticesScore: real('best_practices_score'),
    seoScore: real('seo_score'),
    scannedAt: tstz('scanned_at').notNull().defaultNow(),
  },
  (t) => [index('performance_scans_domain_scanned_idx').on(t.domainId, t.scannedAt)],
);

/** One row per scan (the main document's timing breakdown). */
export const performanceNetworkTimings = pgTable(
  'performance_network_timings',
  {
    id: id(),
    scanId: uuid('scan_id')
      .notNull()
      .references(() => performanceScans.id, { onDelete: 'cascade' }),
    dnsLookup: real('dns_lookup'),
    tcpConnection: real('tcp_connection'),
    tlsHandshake: real('tls_handshake'),
    timeToFirstByte: real('time_to_first_byte'),
    downloadTime: real('download_time'),
    totalTime: real('total_time'),
    redirectTime: real('redirect_time'),
    serverResponseTime: real('server_response_time'),
  },
  (t) => [uniqueIndex('performance_network_timings_scan_uq').on(t.scanId)],
);

/** Every request of a scan; dozens to hundreds per scan, so a bigint identity key. */
export const performanceResourceMetrics = pgTable(
  'performance_resource_metrics',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    scanId: uuid('scan_id')
      .notNull()
      .references(() => performanceScans.id, { onDelete: 'cascade' }),
    resourceUrl: text('resource_url').notNull(),
    resourceType: varchar('resource_type', { length: 32 }),
    mimeType: varchar('mime_type', { length: 255 }),
    transferSize: integer('transfer_size'),
    resourceSize: integer('resource_size'),
    startTime: real('start_time'),
    duration: real('duration'),
    isRenderBlocking: boolean('is_render_blocking').notNull().default(false),
    isThirdParty: boolean('is_third_party').notNull().default(false),
    thirdPartyDomain: varchar('third_party_domain', { length: 253 }),
    /** 0-1 */
    cacheHitProbability: real('cache_hit_probability'),
  },
  (t) => [index('performance_resource_metrics_scan_idx').on(t.scanId)],
);

export const performanceThirdParty = pgTable(
  'performance_third_party',
  {
    id: id(),
    scanId: uuid('scan_id')
      .notNull()
      .references(() => performanceScans.id, { onDelete: 'cascade' }),
    domain: varchar('domain', { length: 253 }).notNull(),
    category: varchar('category', { length: 64 }),
    requestCount: integer('request_count').notNull().default(0),
    transferSize: integer('transfer_size').notNull().default(0),
    mainThreadTime: real('main_thread_time'),
    blockingTime: real('blocking_time'),
    impact: varchar('impact', { length: 10, enum: thirdPartyImpacts }),
    recommendations: jsonb('recommendations').$type<string[]>().notNull().default([]),
  },
  (t) => [index('performance_third_party_scan_idx').on(t.scanId)],
);

/** Several budgets may target one metric (e.g. a warning and a critical one), so no unique key. */
export const performanceBudgets = pgTable(
  'performance_budgets',
  {
    id: id(),
    domainId: uuid('domain_id')
      .notNull()
      .references(() => domains.id, { onDelete: 'cascade' }),
    metric: varchar('metric', { length: 50 }).notNull(),
    threshold: doublePrecision('threshold').notNull(),
    unit: varchar('unit', { length: 10, enum: budgetUnits }).notNull().default('ms'),
    severity: varchar('severity', { length: 20, enum: alertSeverities }).notNull().default('warning'),
    isActive: boolean('is_active').notNull().default(true),
    ...timestamps,
  },
  (t) => [index('performance_budgets_domain_idx').on(t.domainId)],
);

/** Time series behind the trends charts. */
export const performanceSnapshots = pgTable(
  'performance_snapshots',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    domainId: uuid('domain_id')
      .notNull()
      .references(() => domains.id, { onDelete: 'cascade' }),
    timestamp: tstz('timestamp').notNull().defaultNow(),
    ttfb: real('ttfb'),
    fcp: real('fcp'),
    lcp: real('lcp'),
    cls: real('cls'),
    fid: real('fid'),
    inp: real('inp'),
    responseTime: real('response_time'),
    dnsLookupTime: real('dns_lookup_time'),
    tcpConnectionTime: real('tcp_connection_time'),
    tlsHandshakeTime: real('tls_handshake_time'),
    transferSize: integer('transfer_size'),
    resourceCount: integer('resource_count'),
    performanceScore: real('performance_score'),
    device: varchar('device', { length: 10, enum: performanceDevices }).notNull().default('desktop'),
    location: varchar('location', { length: 64 }),
    connectionType: varchar('connection_type', { length: 32 }),
  },
  (t) => [index('performance_snapshots_domain_time_idx').on(t.domainId, t.timestamp)],
);

/** The full audit started from the Security Status card; its id is the auditId the client polls. */
export const fullAuditResults = pgTable(
  'full_audit_results',
  {
    id: id(),
    domainId: uuid('domain_id')
      .notNull()
      .references(() => domains.id, { onDelete: 'cascade' }),
    status: varchar('status', { length: 20, enum: auditStatuses }).notNull().default('running'),
    overallScore: real('overall_score'),
    dnsResults: jsonb('dns_results').$type<AuditSectionResult>(),
    sslResults: jsonb('ssl_results').$type<AuditSectionResult>(),
    whoisResults: jsonb('whois_results').$type<AuditSectionResult>(),
    securityResults: jsonb('security_results').$type<AuditSectionResult>(),
    performanceResults: jsonb('performance_results').$type<AuditSectionResult>(),
    vulnerabilityResults: jsonb('vulnerability_results').$type<AuditSectionResult>(),
    recommendations: jsonb('recommendations').$type<string[]>().notNull().default([]),
    startedAt: tstz('started_at').notNull().defaultNow(),
    completedAt: tstz('completed_at'),
    error: text('error'),
  },
  (t) => [
    index('full_audit_results_domain_started_idx').on(t.domainId, t.startedAt),
    // one running audit per domain: concurrent starts get the running one (audits.repository.ts start)
    uniqueIndex('full_audit_results_one_running_idx')
      .on(t.domainId)
      .where(sql`${t.status} = 'running'`),
  ],
);

/** Field data (web-vitals) posted by the app's own pages; each metric is the batch of values collected. */
export const webVitalsReports = pgTable(
  'web_vitals_reports',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    lcp: jsonb('lcp').$type<number[]>().notNull().default([]),
    cls: jsonb('cls').$type<number[]>().notNull().default([]),
    ttfb: jsonb('ttfb').$type<number[]>().notNull().default([]),
    fcp: jsonb('fcp').$type<number[]>().notNull().default([]),
    inp: jsonb('inp').$type<number[]>().notNull().default([]),
    pageLoadTime: real('page_load_time'),
    pageUrl: text('page_url'),
    userAgent: text('user_agent'),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: tstz('created_at').notNull().defaultNow(),
  },
  (t) => [index('web_vitals_reports_created_idx').on(t.createdAt), index('web_vitals_reports_user_idx').on(t.userId)],
);
