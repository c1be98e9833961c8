/**
 * Core Web Vitals of real visits, reported to `POST /api/metrics/web-vitals` (SPEC §7, §9.3): the last 10 values of
 * each of LCP, CLS, TTFB, FCP and INP, the page load time, the buffered entries (at most 100), a timestamp, the user
 * agent and the page URL; sent every 30 s when anything is buffered, and once more when the page is hidden. On
 * success the buffer clears; failures are only logged.
 */
import type { Metric } from 'web-vitals';
import type { z } from 'zod';
import type { webVitalsReportSchema } from '../../shared/contracts/web-vitals';
import { METRICS_BUFFER_LIMIT, METRICS_VALUES_PER_VITAL, POLL_INTERVALS } from '../../shared/helpers/cache-tiers';
import { apiRequest } from './api-client';

export const WEB_VITALS_ENDPOINT = '/api/metrics/web-vitals';

/** The server's limits on text fields (src/shared/contracts/web-vitals.ts). */
const MAX_URL_LENGTH = 2048;
const MAX_USER_AGENT_LENGTH = 500;

const pageUrl = () => window.location.href.slice(0, MAX_URL_LENGTH);

type VitalKey = 'lcp' | 'cls' | 'ttfb' | 'fcp' | 'inp';

export interface VitalEntry {
  name: Metric['name'];
  value: number;
  rating: Metric['rating'];
  id: string;
  navigationType: string;
  timestamp: string;
  url: string;
}

export interface WebVitalsPayload extends Record<VitalKey, number[]> {
  pageLoadTime: number | null;
  entries: VitalEntry[];
  timestamp: string;
  userAgent: string;
  url: string;
}

export interface VitalsBuffer {
  add(metric: Pick<Metric, 'name' | 'value' | 'rating' | 'id' | 'navigationType'>): void;
  isEmpty(): boolean;
  /** The payload for what is buffered now, and a function that clears exactly that once it is delivered. */
  take(): { payload: WebVitalsPayload; commit: () => void };
}

function emptyValues(): Record<VitalKey, number[]> {
  return { lcp: [], cls: [], ttfb: [], fcp: [], inp: [] };
}

export function readPageLoadTime(): number | null {
  const entries: PerformanceEntryList = performance.getEntriesByType('navigation');
  const navigation = entries[0] as PerformanceNavigationTiming | undefined;
  if (!navigation || navigation.loadEventEnd <= 0) return null;
  return Math.round(navigation.loadEventEnd - navigation.startTime);
}

export function createVitalsBuffer(limit = METRICS_BUFFER_LIMIT, perVital = METRICS_VALUES_PER_VITAL): VitalsBuffer {
  let entries: VitalEntry[] = [];
  let values = emptyValues();

  return {
    add(metric) {
      const key = metric.name.toLowerCase() as VitalKey;
      values[key] = [...values[key], metric.value].slice(-perVital);
      entries = [
        ...entries,
        {
          name: metric.name,
          value: metric.value,
          rating: metric.rating,
          id: metric.id,
          navigationType: metric.navigationType,
          timestamp: new Date().toISOString(),
          url: pageUrl(),
        },
      ].slice(-limit);
    },
    isEmpty() {
      return entries.length === 0;
    },
    take() {
      const sentEntries = entries;
      const payload = {
        ...values,
        pageLoadTime: readPageLoadTime(),
        entries: sentEntries,
        timestamp: new Date().toISOString(),
        userAgent: navigator.userAgent.slice(0, MAX_USER_AGENT_LENGTH),
        url: pageUrl(),
      } satisfies WebVitalsPayload & z.input<typeof webVitalsReportSchema>;
      return {
        payload,
        commit: () => {
          // Keep what arrived while the report was in flight.
          entries = entries.filter((entry) => !sentEntries.includes(entry));
          values = emptyValues();
        },
      };
    },
  };
}

export type VitalsSender = (payload: WebVitalsPayload, keepalive: boolean) => Promise<void>;

const sendToApi: VitalsSender = async (payload, keepalive) => {
  await apiRequest('POST', WEB_VITALS_ENDPOINT, payload, { retries: 0, keepalive });
};

/** Sends what is buffered, if anything. Never throws. */
export async function flushVitals(buffer: VitalsBuffer, send: VitalsSender, keepalive = false): Promise<void> {
  if (buffer.isEmpty()) return;
  const { payload, commit } = buffer.take();
  try {
    await send(payload, keepalive);
    commit();
  } catch (error) {
    console.debug('[web-vitals] report failed', error);
  }
}

/** Starts observing and reporting; returns a function that stops the timer and listeners. */
export async function startWebVitalsReporting(send: VitalsSender = sendToApi): Promise<() => void> {
  const { onCLS, onFCP, onINP, onLCP, onTTFB } = await import('web-vitals');
  const buffer = createVitalsBuffer();
  const record = (metric: Metric) => buffer.add(metric);
  onLCP(record);
  onCLS(record);
  onTTFB(record);
  onFCP(record);
  onINP(record);

  const timer = window.setInterval(() => {
    void flushVitals(buffer, send);
  }, POLL_INTERVALS.metricsReport);
  const onHidden = () => {
    if (document.visibilityState === 'hidden') void flushVitals(buffer, send, true);
  };
  document.addEventListener('visibilitychange', onHidden);

  return () => {
    window.clearInterval(timer);
    document.removeEventListener('visibilitychange', onHidden);
  };
}
