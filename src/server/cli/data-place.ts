import type { Config } from '../config';

/** How the server names itself to those it refuses. */
export const SERVER_COMMAND = 'sitewarden start';

/** Where the data is, for messages. */
export function databaseDescription(config: Pick<Config, 'databaseUrl' | 'dataDir'>): string {
  return config.databaseUrl ? 'PostgreSQL database' : `embedded database in ${config.dataDir}`;
}
