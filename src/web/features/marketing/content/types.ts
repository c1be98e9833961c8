import type { PaymentsText } from '../../../components/payments-only';
import type { IconCard } from '../../../components/marketing/icon-card-grid';
import type { SubscriptionTier } from '../../../../shared/contracts/auth';

/** A published document a claim about the world rests on. */
export interface Source {
  label: string;
  url: string;
}

/** A figure or rule about the world, always with its source. */
export interface Fact {
  text: string;
  source: Source;
}

export interface Faq {
  question: string;
  /** One text, or one per payments mode: with Stripe, and on an installation without it (PaymentsWording). */
  answer: string | PaymentsText;
}

export type IconItem = IconCard;

export interface TextItem {
  title: string;
  text: string;
}

/** The meta of a public page (SPEC §9.4): title without the site suffix, description of at most 160 characters. */
export interface PageMetaContent {
  title: string;
  description: string;
}

/** A section's heading; the eyebrow defaults to the section's usual one. */
export interface Titled {
  title: string;
  eyebrow?: string;
  intro?: string;
}

/**
 * One product, audience, use-case or solution page. Sections are optional so that each page says what matters
 * for it; the template draws them in a fixed order.
 */
export interface TopicContent {
  meta: PageMetaContent;
  eyebrow: string;
  headline: string;
  lead: string;
  /** What goes wrong for this audience, or what this check catches. */
  problems?: Titled & { items: readonly TextItem[] };
  /** What Sitewarden does about it: only things the product really does. */
  capabilities: Titled & { items: readonly IconItem[] };
  /** A list to check against (what to monitor, what a check covers). */
  checklist?: Titled & { items: readonly string[] };
  steps?: Titled & { items: readonly TextItem[] };
  facts?: { title: string; items: readonly Fact[] };
  /** The plan that fits, and why. */
  plan?: { tier: SubscriptionTier; why: string };
  faq?: readonly Faq[];
  /** The hero's second button; by default a link to every feature. */
  secondaryAction?: { label: string; to: string };
  /** Other marketing pages worth reading next. */
  related: readonly string[];
}
