import type { PartnerBranding } from '../../db/schema';
import { escapeHtml } from '../../../shared/helpers/escape-html';

/**
 * Whose name a public status page's footer carries (decision 072). An agency that saved its partner branding (a
 * company name or a logo) shows its own brand on its workspace's pages, linked to its website: its clients see the
 * agency, not the software under it. Without branding the pages say "Powered by Sitewarden".
 */
export interface PageBrand {
  name: string;
  /** The partner's website (http or https), when it has one. */
  url: string | null;
  /** An http(s) image address; the page's CSP admits its origin for images (and nothing else). */
  logoUrl: string | null;
  /** #rrggbb: the accent of the workspace's pages that set no primary colour of their own. */
  primaryColor: string | null;
}

const WEB_ADDRESS = /^https?:\/\/[^\s]+$/i;
const webAddress = (value: unknown): string | null => {
  if (typeof value !== 'string' || !WEB_ADDRESS.test(value)) return null;
  try {
    return new URL(value).href;
  } catch {
    return null;
  }
};

export function pageBrand(
  partner: { companyName: string; websiteUrl: string | null; branding: PartnerBranding | null } | undefined,
): PageBrand | null {
  const branding = partner?.branding;
  if (!partner || !branding) return null;
  const named = typeof branding.companyName === 'string' ? branding.companyName.trim() : '';
  const logoUrl = webAddress(branding.logoUrl);
  // a colour alone is no brand to credit
  if (!named && !logoUrl) return null;
  const primaryColor =
    typeof branding.primaryColor === 'string' && /^#[0-9a-f]{6}$/i.test(branding.primaryColor)
      ? branding.primaryColor
      : null;
  return { name: named || partner.companyName, url: webAddress(partner.websiteUrl), logoUrl, primaryColor };
}

/** The logo's origin, for the page's img-src; null without a logo. */
export const brandImageOrigin = (brand: PageBrand | null): string | null =>
  brand?.logoUrl ? new URL(brand.logoUrl).origin : null;

/** The footer's credit: the partner's logo and name (linked to its site), or Sitewarden's. Everything escaped. */
export function poweredByHtml(brand: PageBrand | null): string {
  if (!brand) return '<span>Powered by Sitewarden</span>';
  const logo = brand.logoUrl
    ? `<img src="${escapeHtml(brand.logoUrl)}" alt="" height="20" referrerpolicy="no-referrer">`
    : '';
  const inner = `${logo}<span>${escapeHtml(brand.name)}</span>`;
  const mark = brand.url
    ? `<a class="sw-brand-mark" href="${escapeHtml(brand.url)}" rel="noopener">${inner}</a>`
    : `<span class="sw-brand-mark">${inner}</span>`;
  return `<span class="sw-brand">Powered by ${mark}</span>`;
}
