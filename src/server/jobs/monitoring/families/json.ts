import { probedMonitorFamily } from './probed-monitor';

/** JSON assertion monitors: the value at a path of an API's answer, compared with the expected one. */
export const jsonFamily = probedMonitorFamily('json');
