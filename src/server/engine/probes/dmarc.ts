export type DmarcPolicy = 'none' | 'quarantine' | 'reject';

export interface DmarcAnalysis {
  record: string | null;
  recordCount: number;
  policy: DmarcPolicy | null;
  valid: boolean;
  problems: string[];
}

/** Reads the TXT answer at _dmarc.<domain> (RFC 7489 §6.3: v=DMARC1 first, then a p= tag). */
export function analyseDmarc(txt: string[]): DmarcAnalysis {
  const records = txt.filter((record) => /^v\s*=\s*DMARC1\s*(;|$)/i.test(record.trim()));
  const record = records[0] ?? null;
  const analysis: DmarcAnalysis = { record, recordCount: records.length, policy: null, valid: false, problems: [] };
  if (!record) return analysis;
  if (records.length > 1) analysis.problems.push('more than one DMARC record');
  const tags = new Map(
    record
      .split(';')
      .map((part) => part.split('='))
      .filter((pair) => pair.length === 2)
      .map(([key = '', value = '']) => [key.trim().toLowerCase(), value.trim()]),
  );
  const policy = tags.get('p')?.toLowerCase();
  if (policy === 'none' || policy === 'quarantine' || policy === 'reject') analysis.policy = policy;
  else analysis.problems.push(policy === undefined ? 'the record has no p= policy' : `unknown policy p=${policy}`);
  analysis.valid = analysis.problems.length === 0;
  return analysis;
}
