import { probedMonitorFamily } from './probed-monitor';

/** Keyword monitors: a page that must contain (or must not contain) a word, on top of the endpoint's request. */
export const keywordFamily = probedMonitorFamily('keyword');
