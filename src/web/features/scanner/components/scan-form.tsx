import { useId, useState, type FormEvent } from 'react';
import { History, ScanSearch } from 'lucide-react';
import { SCAN_CHECK_TYPES, type ScanCheckType } from '../../../../shared/contracts/scan';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Checkbox } from '../../../components/ui/checkbox';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Switch } from '../../../components/ui/switch';
import { CHECK_OPTIONS } from '../lib/check-status';

export interface ScanFormValues {
  /** As typed; the page trims and validates it. */
  domain: string;
  /** Ticked check types, in the contract's order. */
  checkTypes: ScanCheckType[];
  includeAiInsights: boolean;
}

export interface ScanFormProps {
  pending: boolean;
  onSubmit: (values: ScanFormValues) => void;
  onOpenHistory: () => void;
  historyCount: number;
}

/**
 * SPEC §2.12: domain field, Scan Domain, the five check types (all ticked), the AI-Powered Analysis switch (on) and
 * Scan History. The form keeps its own values, so typing does not re-render the results below it.
 */
export function ScanForm({ pending, onSubmit, onOpenHistory, historyCount }: ScanFormProps) {
  const id = useId();
  const [domain, setDomain] = useState('');
  const [checks, setChecks] = useState<ScanCheckType[]>([...SCAN_CHECK_TYPES]);
  const [aiInsights, setAiInsights] = useState(true);
  const onCheckChange = (check: ScanCheckType, checked: boolean) =>
    setChecks((current) => (checked ? [...current, check] : current.filter((c) => c !== check)));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit({
      domain,
      checkTypes: SCAN_CHECK_TYPES.filter((type) => checks.includes(type)),
      includeAiInsights: aiInsights,
    });
  };
  return (
    <Card>
      <CardHeader>
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="grid gap-1">
            <CardTitle>Scan a domain</CardTitle>
            <CardDescription>Check DNS, the certificate, registration, speed and blacklists in one go.</CardDescription>
          </div>
          <Button variant="outline" size="sm" onClick={onOpenHistory}>
            <History aria-hidden="true" />
            Scan History
            {historyCount > 0 ? (
              <span className="text-fg-muted tabular-nums">
                <span className="sr-only">,</span> {historyCount}
              </span>
            ) : null}
          </Button>
        </div>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} noValidate className="grid gap-6">
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-domain`}>Domain</Label>
            <div className="flex flex-col gap-2 sm:flex-row">
              <Input
                id={`${id}-domain`}
                name="domain"
                value={domain}
                onChange={(event) => setDomain(event.target.value)}
                placeholder="example.com"
                inputMode="url"
                autoComplete="off"
                autoCapitalize="none"
                autoCorrect="off"
                spellCheck={false}
                className="sm:flex-1"
              />
              <Button type="submit" loading={pending} className="h-10 sm:w-36">
                {pending ? null : <ScanSearch aria-hidden="true" />}
                {pending ? 'Scanning...' : 'Scan Domain'}
              </Button>
            </div>
          </div>
          <fieldset className="grid gap-3">
            <legend className="mb-3 text-sm font-medium text-fg">Checks</legend>
            <div className="grid grid-cols-2 gap-x-4 gap-y-3 md:grid-cols-3 lg:grid-cols-5">
              {CHECK_OPTIONS.map(({ type, label }) => (
                <div key={type} className="flex items-center gap-2.5">
                  <Checkbox
                    id={`${id}-${type}`}
                    checked={checks.includes(type)}
                    onCheckedChange={(value) => onCheckChange(type, value === true)}
                  />
                  <Label htmlFor={`${id}-${type}`} className="cursor-pointer font-normal">
                    {label}
                  </Label>
                </div>
              ))}
            </div>
          </fieldset>
          <div className="flex items-start justify-between gap-4 rounded-lg border border-line bg-canvas px-4 py-3">
            <div className="grid gap-0.5">
              {/* no plan badge: every plan, Free included, can use it (issue #15, decision 044) */}
              <Label htmlFor={`${id}-ai`} className="cursor-pointer">
                AI-Powered Analysis
              </Label>
              <p id={`${id}-ai-hint`} className="text-sm text-fg-muted">
                Explains the results and what to fix first, citing sources. Uses the configured AI model when there is
                one, otherwise Sitewarden's expert rules, and always says which.
              </p>
            </div>
            <Switch
              id={`${id}-ai`}
              checked={aiInsights}
              onCheckedChange={setAiInsights}
              aria-describedby={`${id}-ai-hint`}
              className="mt-0.5"
            />
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
