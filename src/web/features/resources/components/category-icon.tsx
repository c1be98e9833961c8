import {
  Activity,
  BookOpen,
  Code,
  Folder,
  Globe,
  ListChecks,
  Lock,
  Network,
  ShieldCheck,
  Siren,
  Wrench,
  type LucideIcon,
} from 'lucide-react';
import type { ResourceCategoryIcon } from '../../../../shared/constants/resources';

/** The icons a category may name (RESOURCE_CATEGORY_ICONS), and a folder for none. */
const ICONS: Record<ResourceCategoryIcon, LucideIcon> = {
  activity: Activity,
  'book-open': BookOpen,
  code: Code,
  globe: Globe,
  'list-checks': ListChecks,
  lock: Lock,
  network: Network,
  'shield-check': ShieldCheck,
  siren: Siren,
  wrench: Wrench,
};

export function categoryIcon(name: ResourceCategoryIcon | null | undefined): LucideIcon {
  return (name && ICONS[name]) || Folder;
}
