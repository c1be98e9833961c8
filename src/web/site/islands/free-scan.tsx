import { FreeScanBox } from '../../features/landing/components/free-scan';
import { hydrateIsland } from './hydrate-island';

export const mount = (element: HTMLElement) => hydrateIsland(element, <FreeScanBox />);
