import { useMemo, useState, type ReactNode } from 'react';
import { DEFAULT_ALERT_THRESHOLDS, PLAN_ORDER, PLANS } from '../../../../shared/constants/plans';
import type { SubscriptionTier } from '../../../../shared/contracts/auth';
import { formatMonthlyPrice } from '../../../../shared/helpers/plan-display';
import { calculateRoi, worstCaseAlertMinutes, type RoiInputs } from '../../../../shared/helpers/roi';
import { Island } from '../../../components/island';
import { Input, inputClasses } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { cn } from '../../../lib/cn';

type NumberField = Exclude<keyof RoiInputs, 'planPricePerMonth'>;

const alertMinutes = (tier: SubscriptionTier) =>
  worstCaseAlertMinutes(PLANS[tier].checkIntervalSeconds, DEFAULT_ALERT_THRESHOLDS.downtimeMinutes);

/** Example inputs, labelled as such on the page: the visitor is expected to replace them. */
const EXAMPLE: Record<NumberField, string> = {
  revenuePerHour: '500',
  incidentsPerYear: '6',
  detectionMinutesWithout: '60',
  detectionMinutesWith: String(alertMinutes('pro')),
  manualHoursPerMonth: '2',
  hourlyRate: '75',
};

const FIELDS: ReadonlyArray<{ key: NumberField; label: string; hint: string; unit: string; step: string }> = [
  {
    key: 'revenuePerHour',
    label: 'Revenue per hour',
    hint: 'What the site earns, or is worth to you, in an average hour.',
    unit: 'USD',
    step: '10',
  },
  {
    key: 'incidentsPerYear',
    label: 'Outages per year',
    hint: 'Times the site was down or unusable in the last year.',
    unit: 'a year',
    step: '1',
  },
  {
    key: 'detectionMinutesWithout',
    label: 'Time to notice without monitoring',
    hint: 'Until a customer, a colleague or you notice.',
    unit: 'minutes',
    step: '5',
  },
  {
    key: 'detectionMinutesWith',
    label: 'Time to alert with Sitewarden',
    hint: 'Set from the plan above: the longest an outage can last before the alert, with the default 5-minute threshold.',
    unit: 'minutes',
    step: '0.5',
  },
  {
    key: 'manualHoursPerMonth',
    label: 'Manual checking time',
    hint: 'Hours a month spent checking certificates, DNS and renewal dates by hand.',
    unit: 'hours a month',
    step: '0.5',
  },
  {
    key: 'hourlyRate',
    label: 'Cost of an engineering hour',
    hint: 'Salary and overhead, or what you would bill.',
    unit: 'USD',
    step: '5',
  },
];

const usd = (value: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }).format(value);
const number = (value: number, digits = 1) =>
  new Intl.NumberFormat('en-US', { maximumFractionDigits: digits }).format(value);

function formatMonths(months: number): string {
  const shown = number(months);
  return `${shown} ${shown === '1' ? 'month' : 'months'}`;
}

function ResultRow({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className={cn('flex items-baseline justify-between gap-4 py-2.5', strong && 'text-base')}>
      <dt className={strong ? 'font-semibold text-fg' : 'text-fg-muted'}>{label}</dt>
      <dd className={cn('text-right tabular-nums', strong ? 'text-2xl font-semibold text-fg' : 'font-medium text-fg')}>
        {value}
      </dd>
    </div>
  );
}

function Formula({ children }: { children: ReactNode }) {
  return (
    <code className="block rounded-md bg-muted px-3 py-2 font-mono text-[13px] leading-6 break-words text-fg">
      {children}
    </code>
  );
}

/** The calculator where a page shows it: an island of its own on prerendered pages (decision 046). */
export function RoiCalculator() {
  return (
    <Island name="roi-calculator">
      <RoiCalculatorForm />
    </Island>
  );
}

/**
 * The working calculator: inputs on the left, the result and the formula with the visitor's own numbers. Its ids are
 * fixed, not useId: an island's root numbers ids differently from the whole page's render it hydrates (one per page).
 */
export function RoiCalculatorForm() {
  const [values, setValues] = useState(EXAMPLE);
  const [tier, setTier] = useState<SubscriptionTier>('pro');
  const planId = 'roi-plan';
  const idPrefix = 'roi';

  const inputs: RoiInputs = useMemo(
    () => ({
      revenuePerHour: Number(values.revenuePerHour),
      incidentsPerYear: Number(values.incidentsPerYear),
      detectionMinutesWithout: Number(values.detectionMinutesWithout),
      detectionMinutesWith: Number(values.detectionMinutesWith),
      manualHoursPerMonth: Number(values.manualHoursPerMonth),
      hourlyRate: Number(values.hourlyRate),
      planPricePerMonth: PLANS[tier].priceUsdMonthly,
    }),
    [values, tier],
  );
  const result = calculateRoi(inputs);

  const choosePlan = (next: SubscriptionTier) => {
    setTier(next);
    setValues((current) => ({ ...current, detectionMinutesWith: String(alertMinutes(next)) }));
  };

  return (
    <div className="grid gap-8 lg:grid-cols-[1.1fr_1fr]">
      <form
        className="grid content-start gap-5 self-start rounded-xl border border-line bg-surface p-5 shadow-xs sm:p-6"
        onSubmit={(event) => event.preventDefault()}
      >
        <p className="text-sm text-fg-muted">The numbers below are examples. Replace them with your own.</p>
        <div className="grid gap-1.5">
          <Label htmlFor={planId}>Plan</Label>
          <select
            id={planId}
            value={tier}
            onChange={(event) => choosePlan(event.target.value as SubscriptionTier)}
            className={cn(inputClasses, 'cursor-pointer')}
          >
            {PLAN_ORDER.map((option) => (
              <option key={option} value={option}>
                {PLANS[option].name} ({formatMonthlyPrice(PLANS[option].priceUsdMonthly)}/month)
              </option>
            ))}
          </select>
        </div>
        <div className="grid gap-5 sm:grid-cols-2">
          {FIELDS.map((field) => {
            const id = `${idPrefix}-${field.key}`;
            return (
              <div key={field.key} className="grid content-start gap-1.5">
                <Label htmlFor={id}>{field.label}</Label>
                <div className="relative">
                  <Input
                    id={id}
                    name={field.key}
                    type="number"
                    inputMode="decimal"
                    min={0}
                    step={field.step}
                    value={values[field.key]}
                    onChange={(event) => setValues((current) => ({ ...current, [field.key]: event.target.value }))}
                    aria-describedby={`${id}-hint`}
                    className="pr-28 [appearance:textfield] [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none"
                  />
                  <span className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-xs text-fg-subtle">
                    {field.unit}
                  </span>
                </div>
                <p id={`${id}-hint`} className="text-xs leading-5 text-fg-muted">
                  {field.hint}
                </p>
              </div>
            );
          })}
        </div>
      </form>

      <div className="grid content-start gap-6">
        <section
          aria-labelledby="roi-result-title"
          className="rounded-xl border border-accent/40 bg-surface p-5 shadow-sm sm:p-6"
        >
          <h2 id="roi-result-title" className="text-lg font-semibold text-fg">
            Your result
          </h2>
          <dl aria-live="polite" className="mt-3 divide-y divide-line text-sm">
            <ResultRow label="Downtime avoided" value={`${number(result.downtimeHoursAvoided)} hours a year`} />
            <ResultRow label="Revenue protected" value={usd(result.downtimeCostAvoided)} />
            <ResultRow label="Engineering time saved" value={usd(result.engineeringCostSaved)} />
            <ResultRow label={`${PLANS[tier].name} plan for a year`} value={usd(result.annualCost)} />
            <ResultRow label="Net value a year" value={usd(result.netAnnualValue)} strong />
            <ResultRow
              label="Return on investment"
              value={result.roiPercent === null ? 'No cost: free plan' : `${number(result.roiPercent, 0)}%`}
            />
            <ResultRow
              label="Pays for itself in"
              value={result.paybackMonths === null ? '—' : formatMonths(result.paybackMonths)}
            />
          </dl>
        </section>
        <section
          aria-labelledby="roi-formula-title"
          className="grid gap-3 rounded-xl border border-line bg-surface p-5 text-sm shadow-xs sm:p-6"
        >
          <h2 id="roi-formula-title" className="text-lg font-semibold text-fg">
            The formula, with your numbers
          </h2>
          <p className="text-fg-muted">Minutes saved per outage = time to notice − time to alert</p>
          <Formula>
            {number(inputs.detectionMinutesWithout)} − {number(inputs.detectionMinutesWith)} ={' '}
            {number(result.minutesSavedPerIncident)} min
          </Formula>
          <p className="text-fg-muted">Revenue protected = outages × minutes saved ÷ 60 × revenue per hour</p>
          <Formula>
            {number(inputs.incidentsPerYear)} × {number(result.minutesSavedPerIncident)} ÷ 60 ×{' '}
            {usd(inputs.revenuePerHour)} = {usd(result.downtimeCostAvoided)}
          </Formula>
          <p className="text-fg-muted">Engineering time saved = hours a month × 12 × hourly cost</p>
          <Formula>
            {number(inputs.manualHoursPerMonth)} × 12 × {usd(inputs.hourlyRate)} = {usd(result.engineeringCostSaved)}
          </Formula>
          <p className="text-fg-muted">Net value = revenue protected + time saved − plan price × 12</p>
          <Formula>
            {usd(result.downtimeCostAvoided)} + {usd(result.engineeringCostSaved)} − {usd(result.annualCost)} ={' '}
            {usd(result.netAnnualValue)}
          </Formula>
        </section>
      </div>
    </div>
  );
}
