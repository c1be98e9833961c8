import { CommandError } from '../cli-args';
import type { Config } from '../config';
import { openControlSocket } from './control-socket';
import { DataDirBusyError, lockDataDir, type DataDirLock } from './data-dir-lock';
import { dataOperationHandler, type DataOperationContext } from './data-operations';
import { databaseDescription, SERVER_COMMAND } from './data-place';

/** What `sitewarden start` on the embedded database holds for its whole life. */
export interface DataDirOwner {
  /** Takes the CLI's data commands from now on (those sent while starting waited for this). */
  serve(context: Omit<DataOperationContext, 'where' | 'server'>): void;
  release(): Promise<void>;
}

/**
 * Makes this server the only process on its DATA_DIR (undefined on PostgreSQL, which any number share), or throws
 * naming the holder. The control socket opens at once; commands wait until `serve`.
 */
export async function ownDataDir(config: Config): Promise<DataDirOwner | undefined> {
  if (config.databaseUrl) return undefined;
  let lock: DataDirLock;
  try {
    lock = await lockDataDir(config.dataDir, SERVER_COMMAND);
  } catch (error) {
    if (!(error instanceof DataDirBusyError)) throw error;
    throw new CommandError(
      `${error.message} One process at a time may open the embedded database: stop that one first (SIGTERM or Ctrl-C), or give this one another DATA_DIR.`,
    );
  }
  const control = await openControlSocket(config.dataDir).catch(async (error: unknown) => {
    await lock.release();
    throw error;
  });
  return {
    serve(context) {
      control.serve(
        dataOperationHandler({ ...context, where: databaseDescription(config), server: { pid: process.pid } }),
      );
    },
    async release() {
      await control.close();
      await lock.release();
    },
  };
}
