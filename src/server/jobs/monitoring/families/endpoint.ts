import { probedMonitorFamily } from './probed-monitor';

/** HTTP(S) endpoint monitors: any URL of the domain, any port, its method, headers, body and expected status codes. */
export const endpointFamily = probedMonitorFamily('endpoint');
