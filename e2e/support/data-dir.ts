import { inject } from 'vitest';
import { dataDirFrom } from './data-dir-template';

/** A spec's own server's DATA_DIR, its database copied from the run's migrated template (data-dir-template.ts). */
export function freshDataDir(prefix: string): string {
  return dataDirFrom(inject('dataDirTemplate'), prefix);
}
