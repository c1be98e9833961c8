import { CommandError } from '../cli-args';
import type { Config } from '../config';
import { sendControlRequest, ControlUnavailableError, type ControlAnswer } from './control-socket';
import { DataDirBusyError, lockDataDir, type DataDirLock } from './data-dir-lock';
import type { DataOperationInput, DataOperationName } from './data-operations';
import { SERVER_COMMAND } from './data-place';

/**
 * A data command of the CLI (decision 028). On PostgreSQL it opens the database itself, as many processes may.
 * On the embedded database it takes the DATA_DIR lock for its duration; when another process holds it, the command
 * goes to that process's control socket (a running server runs it on its own database handle), and is refused,
 * naming the holder, when nothing takes it there (another command is running). It never opens the files beside
 * their owner.
 */
export async function runDataOperation<N extends DataOperationName>(
  config: Config,
  name: N,
  input: DataOperationInput<N>,
): Promise<ControlAnswer> {
  if (config.databaseUrl) return runHere(config, name, input);
  let lock: DataDirLock;
  try {
    lock = await lockDataDir(config.dataDir, `sitewarden ${name}`);
  } catch (error) {
    if (!(error instanceof DataDirBusyError)) throw error;
    return sendToHolder(config.dataDir, name, input, error);
  }
  try {
    return await runHere(config, name, input);
  } finally {
    await lock.release();
  }
}

async function sendToHolder(
  dataDir: string,
  name: DataOperationName,
  input: unknown,
  busy: DataDirBusyError,
): Promise<ControlAnswer> {
  try {
    return await sendControlRequest(dataDir, { operation: name, input });
  } catch (error) {
    if (!(error instanceof ControlUnavailableError)) throw error;
    // a server that takes no commands (Windows) is not about to finish; a command is
    const advice = busy.holder?.command === SERVER_COMMAND ? 'Stop it first.' : 'Try again once it has finished.';
    throw new CommandError(`${busy.message} ${advice}`);
  }
}

/** In this process: the database, the migrations and the engine's pieces are loaded only when the command runs here. */
async function runHere(config: Config, name: DataOperationName, input: unknown): Promise<ControlAnswer> {
  const { runOperationHere } = await import('./run-here');
  return runOperationHere(config, name, input);
}
