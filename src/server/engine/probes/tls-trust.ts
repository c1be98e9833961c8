/** Why a certificate is not trusted, in words a site owner can act on. */
export type TrustProblem =
  | 'expired'
  | 'not-yet-valid'
  | 'self-signed'
  | 'untrusted-root'
  | 'incomplete-chain'
  | 'hostname-mismatch'
  | 'revoked'
  | 'other';

/** Maps OpenSSL verification codes (tlsSocket.authorizationError) to a trust problem. */
export function trustProblemFromCode(code: string): TrustProblem {
  switch (code) {
    case 'CERT_HAS_EXPIRED':
      return 'expired';
    case 'CERT_NOT_YET_VALID':
      return 'not-yet-valid';
    case 'DEPTH_ZERO_SELF_SIGNED_CERT':
      return 'self-signed';
    case 'SELF_SIGNED_CERT_IN_CHAIN':
    case 'UNABLE_TO_GET_ISSUER_CERT_LOCALLY':
      return 'untrusted-root';
    // OpenSSL reports the leaf's issuer as missing: the server did not send the intermediate.
    case 'UNABLE_TO_VERIFY_LEAF_SIGNATURE':
    case 'UNABLE_TO_GET_ISSUER_CERT':
      return 'incomplete-chain';
    case 'ERR_TLS_CERT_ALTNAME_INVALID':
    case 'HOSTNAME_MISMATCH':
      return 'hostname-mismatch';
    case 'CERT_REVOKED':
      return 'revoked';
    default:
      return 'other';
  }
}

export function describeTrustProblem(problem: TrustProblem, code: string): string {
  switch (problem) {
    case 'expired':
      return 'the certificate has expired';
    case 'not-yet-valid':
      return 'the certificate is not valid yet';
    case 'self-signed':
      return 'the certificate is self-signed';
    case 'untrusted-root':
      return 'the certificate is issued by an untrusted certificate authority';
    case 'incomplete-chain':
      return 'the certificate chain is incomplete: the server does not send the intermediate certificate';
    case 'hostname-mismatch':
      return 'the certificate does not cover this domain';
    case 'revoked':
      return 'the certificate has been revoked';
    default:
      return `the certificate could not be verified (${code})`;
  }
}
