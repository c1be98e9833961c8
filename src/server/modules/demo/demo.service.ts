import type { DemoStatus } from '../../../shared/contracts/demo';
import { AppError } from '../../http/errors';
import type { AuthRepository, UserRow } from '../auth/auth.repository';
import { DEMO_EMAIL } from '../seed/seed-demo';

/** How long "Try the demo" suggests waiting while the demo workspace is made (it takes seconds to a few minutes). */
export const DEMO_PREPARING_RETRY_SECONDS = 10;

/**
 * The demo account behind /demo. It exists once its workspace is complete (seed-demo.ts builds each copy aside and
 * moves it in): until then the demo is being prepared if this installation's workers make it (DEMO_WORKSPACE=on).
 */
export function createDemoService({ repo, workersMakeDemo }: { repo: AuthRepository; workersMakeDemo: boolean }) {
  async function account(): Promise<UserRow | undefined> {
    return repo.findUserByEmail(DEMO_EMAIL);
  }
  return {
    async status(): Promise<DemoStatus> {
      if (await account()) return { status: 'ready' };
      return { status: workersMakeDemo ? 'preparing' : 'unavailable' };
    },

    /** The account to sign a visitor in to; a clear error while there is none. */
    async accountToEnter(): Promise<UserRow> {
      const demo = await account();
      if (demo) return demo;
      if (workersMakeDemo) {
        // 409, not 503: the server is well; the demo is not made yet (a state, like any other conflict)
        throw new AppError(
          409,
          'DEMO_PREPARING',
          'The demo workspace is being prepared: its 90 days of history are being written. Please try again in a minute.',
          { retryAfter: DEMO_PREPARING_RETRY_SECONDS },
        );
      }
      throw new AppError(
        404,
        'DEMO_UNAVAILABLE',
        'The demo is not set up on this server. Its operator can create it with `sitewarden seed demo`.',
      );
    },
  };
}

export type DemoService = ReturnType<typeof createDemoService>;
