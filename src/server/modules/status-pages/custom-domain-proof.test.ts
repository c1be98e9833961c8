import { describe, expect, it } from 'vitest';
import { claimMessages, judgeClaim, type ClaimState, type ProofLookup, type RivalClaim } from './custom-domain-proof';

const HOST = 'status.example.com';
const OWN = 'sitewarden.example.net';
const pending: ClaimState = { host: HOST, verified: false, proof: null, released: false };
const heldByTxt: ClaimState = { host: HOST, verified: true, proof: 'txt', released: false };
const heldByCname: ClaimState = { host: HOST, verified: true, proof: 'cname', released: false };
const found = (txt: ProofLookup['txt'], cname: ProofLookup['cname'], failure: string | null = null): ProofLookup => ({
  txt,
  cname,
  failure,
});
const rival = (verified: boolean, proof: RivalClaim['proof'] = null): RivalClaim => ({ id: 'rival', verified, proof });

describe('judgeClaim (decision 065)', () => {
  it("proves a claim by the page's TXT record, and lets a rival holding the name by CNAME go", () => {
    expect(judgeClaim(pending, found('found', 'absent'), [], OWN)).toEqual({
      kind: 'verified',
      proof: 'txt',
      release: [],
    });
    expect(judgeClaim(pending, found('found', 'found'), [rival(true, 'cname')], OWN)).toEqual({
      kind: 'verified',
      proof: 'txt',
      release: [{ id: 'rival', problem: claimMessages.outranked(HOST) }],
    });
  });

  it('leaves a name another page proved by TXT with that page', () => {
    expect(judgeClaim(pending, found('found', 'found'), [rival(true, 'txt')], OWN)).toEqual({
      kind: 'pending',
      problem: claimMessages.taken(HOST),
      released: false,
      release: [],
    });
  });

  it('takes a CNAME to the installation as proof only while nobody else claims the name', () => {
    expect(judgeClaim(pending, found('absent', 'found'), [], OWN)).toEqual({
      kind: 'verified',
      proof: 'cname',
      release: [],
    });
    expect(judgeClaim(pending, found('absent', 'found'), [rival(false)], OWN)).toMatchObject({
      kind: 'pending',
      problem: claimMessages.contested(HOST),
    });
    // a page holding the name by CNAME lets it go once another claims it, and so does the one it was checked for
    expect(judgeClaim(heldByCname, found('absent', 'found'), [rival(false)], OWN)).toMatchObject({
      kind: 'pending',
      released: true,
    });
    expect(judgeClaim(pending, found('absent', 'found'), [rival(true, 'cname')], OWN)).toMatchObject({
      kind: 'pending',
      release: [{ id: 'rival', problem: claimMessages.contested(HOST) }],
    });
  });

  it('lets a proven name go when its proof is gone, and says so until it is back', () => {
    expect(judgeClaim(heldByTxt, found('absent', 'absent'), [], OWN)).toEqual({
      kind: 'pending',
      problem: claimMessages.gone(HOST),
      released: true,
      release: [],
    });
    expect(judgeClaim({ ...pending, released: true }, found('absent', 'absent'), [], OWN)).toMatchObject({
      problem: claimMessages.gone(HOST),
      released: false,
    });
    expect(judgeClaim(pending, found('absent', 'absent'), [], OWN)).toMatchObject({
      problem: claimMessages.absent(HOST, OWN),
    });
  });

  it('changes nothing when the resolver does not answer', () => {
    expect(judgeClaim(heldByTxt, found('error', 'absent', 'the DNS servers did not answer in time'), [], OWN)).toEqual({
      kind: 'unchanged',
      problem: claimMessages.unanswered('the DNS servers did not answer in time'),
    });
    // a found proof stands whatever the other question did
    expect(judgeClaim(pending, found('found', 'error', 'x'), [], OWN)).toMatchObject({
      kind: 'verified',
      proof: 'txt',
    });
  });
});
