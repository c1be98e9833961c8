import { RoiCalculatorForm } from '../../features/marketing/components/roi-calculator';
import { hydrateIsland } from './hydrate-island';

export const mount = (element: HTMLElement) => hydrateIsland(element, <RoiCalculatorForm />);
