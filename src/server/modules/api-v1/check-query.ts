import type { V1CheckQuery } from '../../../shared/contracts/api-v1';
import type { CheckHistoryQuery } from '../domain-details/domain-details.service';
import { keysetAfter } from './cursor';

/** A checks query as the service takes it: dates, the cursor's position, and one row more than the page. */
export const checkHistoryQuery = ({ cursor, limit, from, to, type, status }: V1CheckQuery): CheckHistoryQuery => ({
  from: from ? new Date(from) : undefined,
  to: to ? new Date(to) : undefined,
  type,
  status,
  after: keysetAfter(cursor),
  limit: limit + 1,
});
