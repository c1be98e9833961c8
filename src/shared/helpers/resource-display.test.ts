import { describe, expect, it } from 'vitest';
import {
  estimateReadMinutes,
  formatDownloadCount,
  formatFileSize,
  formatResourceDate,
  formatResourceTime,
  isReadThrough,
} from './resource-display';

describe('estimateReadMinutes', () => {
  it('counts words at 200 a minute, at least one minute', () => {
    expect(estimateReadMinutes('Short note.')).toBe(1);
    expect(estimateReadMinutes(Array.from({ length: 1000 }, () => 'word').join(' '))).toBe(5);
  });

  it('leaves code blocks, link targets and Markdown marks out of the count', () => {
    const prose = Array.from({ length: 400 }, () => 'word').join(' ');
    const code = '```bash\n' + Array.from({ length: 2000 }, () => 'dig +short example.com').join('\n') + '\n```';
    expect(estimateReadMinutes(`${prose}\n\n${code}\n\n[a link](https://example.com/a/very/long/path)`)).toBe(2);
    expect(estimateReadMinutes('## - * > | ---')).toBe(1);
  });
});

describe('formatResourceTime', () => {
  it('says how long a video is watched and a guide is read', () => {
    expect(formatResourceTime({ type: 'video', readTime: null, duration: 45 })).toBe('45 min watch');
    expect(formatResourceTime({ type: 'guide', readTime: 8, duration: null })).toBe('8 min read');
  });
  it('falls back to whatever is known, and says nothing when nothing is', () => {
    expect(formatResourceTime({ type: 'webinar', readTime: 6, duration: null })).toBe('6 min read');
    expect(formatResourceTime({ type: 'tool', readTime: null, duration: 10 })).toBe('10 min');
    expect(formatResourceTime({ type: 'tool', readTime: null, duration: null })).toBeNull();
  });
});

describe('formatDownloadCount', () => {
  it('shows nothing before the first download', () => {
    expect(formatDownloadCount(0)).toBeNull();
  });
  it('counts downloads in words', () => {
    expect(formatDownloadCount(1)).toBe('Downloaded once');
    expect(formatDownloadCount(1234)).toBe('Downloaded 1,234 times');
  });
});

describe('formatFileSize', () => {
  it('uses bytes, KB and MB', () => {
    expect(formatFileSize(812)).toBe('812 bytes');
    expect(formatFileSize(4300)).toBe('4.2 KB');
    expect(formatFileSize(2_500_000)).toBe('2.4 MB');
  });
});

describe('formatResourceDate', () => {
  it('formats in UTC, whatever the time zone of the machine', () => {
    expect(formatResourceDate('2026-04-14')).toBe('April 14, 2026');
    expect(formatResourceDate('2026-04-14T23:30:00-05:00')).toBe('April 15, 2026');
    expect(formatResourceDate('not a date')).toBe('');
  });
});

describe('isReadThrough', () => {
  it('gives a reading time to what is read, not to what is watched or used', () => {
    expect(['guide', 'glossary', 'whitepaper', 'case_study'].every((type) => isReadThrough(type as 'guide'))).toBe(
      true,
    );
    expect(['video', 'webinar', 'tool', 'api_doc'].some((type) => isReadThrough(type as 'guide'))).toBe(false);
  });
});
