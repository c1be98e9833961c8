import { z } from 'zod';

/**
 * GET /api/demo: whether "Try the demo" can start. `preparing`: the server makes its demo workspace in the background
 * (a new server's first minutes; DEMO_WORKSPACE=on); `unavailable`: nobody will make it (DEMO_WORKSPACE=off and no
 * `sitewarden seed demo`).
 */
export const demoStatusSchema = z.object({ status: z.enum(['ready', 'preparing', 'unavailable']) });

export type DemoStatus = z.infer<typeof demoStatusSchema>;
