import { describe, expect, it } from 'vitest';
import { componentsPayload, moved, newDraft } from './components-draft';

describe('moving a component', () => {
  it('swaps it with its neighbour, and leaves the list as it is at either end', () => {
    expect(moved(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moved(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moved(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moved(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
  });
});

describe('the components sent on Save', () => {
  it('are in display order, blank names left to the server, new ones without an id', () => {
    const kept = { ...newDraft('d1', null, 'example.com'), id: 'c1', displayName: '  Website ', groupName: '  ' };
    const added = newDraft('d2', 'm1', 'API on shop.example');
    expect(componentsPayload([added, kept])).toEqual({
      components: [
        { domainId: 'd2', monitorId: 'm1', displayName: null, groupName: null, isVisible: true },
        { id: 'c1', domainId: 'd1', monitorId: null, displayName: 'Website', groupName: null, isVisible: true },
      ],
    });
  });
});
