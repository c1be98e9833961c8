import { describe, expect, it } from 'vitest';
import { componentState, pageIndicator } from './component-state';

describe('status page states', () => {
  it('reads a component from its latest check, maintenance first', () => {
    expect(componentState('healthy', false)).toBe('operational');
    expect(componentState('warning', false)).toBe('degraded_performance');
    expect(componentState('error', false)).toBe('major_outage');
    expect(componentState('critical', true)).toBe('under_maintenance');
    expect(componentState(null, false)).toBe('operational');
  });

  it('raises the page indicator with outages and unresolved incidents', () => {
    expect(pageIndicator(['operational', 'operational'])).toBe('none');
    expect(pageIndicator(['operational', 'degraded_performance'])).toBe('minor');
    expect(pageIndicator(['operational', 'major_outage'])).toBe('major');
    expect(pageIndicator(['major_outage', 'major_outage'])).toBe('critical');
    expect(pageIndicator(['operational'], ['critical'])).toBe('critical');
    expect(pageIndicator(['operational', 'under_maintenance'])).toBe('maintenance');
    expect(pageIndicator(['under_maintenance'], ['minor'])).toBe('minor');
    expect(pageIndicator([])).toBe('none');
  });
});
