import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { LoadReport, LoadRequest } from '../api/load';

export interface LoadClient {
  /** One measurement at a time: the load process answers each request with its report. */
  measure: (request: LoadRequest) => Promise<LoadReport>;
  stop: () => void;
}

/**
 * The HTTP load client (bench/api/load.ts) in a process of its own, like a browser, so it never takes the server's
 * event loop or CPU time slice.
 */
export function startLoadClient(): LoadClient {
  const child: ChildProcess = fork(fileURLToPath(new URL('../api/load.ts', import.meta.url)), [], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return {
    measure: (request) =>
      new Promise<LoadReport>((resolve, reject) => {
        const onExit = (code: number | null) => reject(new Error(`the load process exited with ${code}`));
        child.once('exit', onExit);
        child.once('message', (message: { report?: LoadReport; error?: string }) => {
          child.off('exit', onExit);
          if (message.report) resolve(message.report);
          else reject(new Error(message.error));
        });
        child.send(request);
      }),
    stop: () => child.disconnect(),
  };
}
