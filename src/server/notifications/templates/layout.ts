import { escapeHtml } from '../../../shared/helpers/escape-html';

/** Wraps e-mail body HTML in a plain, widely supported layout. The body must already be escaped. */
export function emailLayout(title: string, bodyHtml: string): string {
  return `<!doctype html><html><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:24px;background:#f8fafc;font-family:Inter,Segoe UI,Helvetica,Arial,sans-serif;color:#0f172a">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border:1px solid #e2e8f0;border-radius:12px;padding:28px">
<div style="font-weight:700;font-size:18px;color:#047857;margin-bottom:16px">Sitewarden</div>
${bodyHtml}
</div></body></html>`;
}

export interface EmailContent {
  subject: string;
  text: string;
  html: string;
}
