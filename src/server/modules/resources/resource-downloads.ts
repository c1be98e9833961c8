import { statSync } from 'node:fs';
import path from 'node:path';
import type { ResourceDownload } from '../../../shared/contracts/resources';
import { downloadFilePath } from './resource-content';

const FORMATS: Record<string, { label: string; contentType: string }> = {
  '.md': { label: 'Markdown', contentType: 'text/markdown; charset=utf-8' },
  '.csv': { label: 'CSV', contentType: 'text/csv; charset=utf-8' },
  '.txt': { label: 'Text', contentType: 'text/plain; charset=utf-8' },
  '.pdf': { label: 'PDF', contentType: 'application/pdf' },
};

/** The media types of the files served, without parameters (the download's OpenAPI `produces`). */
export const DOWNLOAD_MEDIA_TYPES = [...new Set(Object.values(FORMATS).map((f) => f.contentType.split(';')[0]!))];

export interface DownloadFile {
  path: string;
  fileName: string;
  contentType: string;
  format: string;
  sizeBytes: number;
}

/** A resource's download file as it is on disk now, or null when it is missing or of a kind we do not serve. */
export function findDownloadFile(contentDir: string, fileName: string): DownloadFile | null {
  const file = downloadFilePath(contentDir, fileName);
  const format = FORMATS[path.extname(fileName)];
  if (!file || !format) return null;
  try {
    const stat = statSync(file);
    if (!stat.isFile()) return null;
    return { path: file, fileName, contentType: format.contentType, format: format.label, sizeBytes: stat.size };
  } catch {
    return null;
  }
}

/** What a visitor is told about a download: it goes through the counting endpoint, never to the file directly. */
export function downloadInfo(slug: string, file: DownloadFile): ResourceDownload {
  return {
    url: `/api/resources/${slug}/download`,
    fileName: file.fileName,
    format: file.format,
    sizeBytes: file.sizeBytes,
  };
}

/** RFC 6266: `attachment` with the file name (ASCII, as our file names are by construction). */
export function contentDisposition(fileName: string): string {
  return `attachment; filename="${fileName.replace(/["\\]/g, '')}"`;
}
