import type { WhoisProfile } from '../whois-profile';

// .co.jp and other second levels give no expiry line: "[State] Connected (2020/03/31)" carries it.
const STATE_EXPIRY = { field: 'expiry', pick: /\((\d{4}\/\d{1,2}\/\d{1,2})\)/ } as const;

/** JPRS (.jp): bracket labels in Japanese or English ('[有効期限] 2020/05/31', '[Expires on] 2020/05/31'), times in JST. */
export const jprsProfile: WhoisProfile = {
  name: 'JPRS',
  suffixes: ['jp'],
  labels: {
    有効期限: 'expiry',
    'Expires on': 'expiry',
    登録年月日: 'created',
    'Created on': 'created',
    'Registered Date': 'created',
    最終更新: 'updated',
    'Last Updated': 'updated',
    'Last Update': 'updated',
    ネームサーバ: 'nameserver',
    'Name Server': 'nameserver',
    状態: ['status', STATE_EXPIRY],
    State: ['status', STATE_EXPIRY],
    ステータス: 'status',
    Status: 'status',
  },
};
