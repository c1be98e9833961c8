import type { WhoisProfile } from '../whois-profile';

/** KISA/KRNIC (.kr): a Korean then an English copy; dates '2015. 03. 02.'; name servers in blocks ('Host Name : ns1...'). */
export const krnicProfile: WhoisProfile = {
  name: 'KRNIC',
  suffixes: ['kr'],
  labels: {
    'Expiration Date': 'expiry',
    '사용 종료일': 'expiry',
    'Registered Date': 'created',
    등록일: 'created',
    'Last Updated Date': 'updated',
    '최근 정보 변경일': 'updated',
    'Authorized Agency': 'registrar',
    등록대행자: 'registrar',
    'Host Name': 'nameserver',
    호스트이름: 'nameserver',
  },
};
