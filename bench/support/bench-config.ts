import { tmpdir } from 'node:os';
import { loadConfig, type Config } from '../../src/server/config';

/** The server's configuration in a bench: production mode, silent logs, a fixed session secret, this public URL. */
export function benchConfig(publicUrl: string, dataDir = tmpdir()): Config {
  return loadConfig({
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    SESSION_SECRET: 'bench-secret-bench-secret-bench-secret-0123456789',
    PUBLIC_URL: publicUrl,
    LOG_LEVEL: 'silent',
  });
}
