import { useId } from 'react';
import { X } from 'lucide-react';
import type { Alert } from '../../../../shared/contracts/alerts';
import {
  ALERT_SEVERITY_LABELS,
  ALERT_TYPE_LABELS,
  type AlertSeverity,
  type AlertType,
} from '../../../../shared/helpers/alert-display';
import { NEEDS_ATTENTION_FILTERS } from '../../../../shared/helpers/alert-attention';
import { Button } from '../../../components/ui/button';
import { Label } from '../../../components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../components/ui/select';
import { Switch } from '../../../components/ui/switch';
import type { AlertFilters } from '../api/keys';
import { hasFilters } from '../lib/filter-params';

const ALL = 'all';
/** The acknowledgement filter's choices, by select value. */
const ACKNOWLEDGEMENT: Record<string, { label: string; value: boolean | undefined }> = {
  [ALL]: { label: 'Any', value: undefined },
  yes: { label: 'Acknowledged', value: true },
  no: { label: 'Not acknowledged', value: false },
};
const acknowledgementKey = (value: boolean | undefined) => (value === undefined ? ALL : value ? 'yes' : 'no');
const TYPES = Object.keys(ALERT_TYPE_LABELS) as AlertType[];
const SEVERITIES = Object.keys(ALERT_SEVERITY_LABELS) as AlertSeverity[];

export interface AlertFiltersBarProps {
  filters: AlertFilters;
  /** A change of the filters, applied to them as they are when the user acts. */
  onChange: (change: (current: AlertFilters) => AlertFilters) => void;
}

/** Whether the filters show exactly what the badges count: open alerts nobody acknowledged (decision 069). */
export function showsNeedingAttention(filters: AlertFilters): boolean {
  return (
    filters.unresolvedOnly === NEEDS_ATTENTION_FILTERS.unresolvedOnly &&
    filters.acknowledged === NEEDS_ATTENTION_FILTERS.acknowledged
  );
}

/**
 * Type, severity, acknowledgement, needs attention (unresolved and not acknowledged: what the badges count), unread
 * only, unresolved only; and a way back to everything.
 */
export function AlertFiltersBar({ filters, onChange }: AlertFiltersBarProps) {
  const id = useId();
  const set = (patch: AlertFilters) => onChange((current) => ({ ...current, ...patch }));
  const needingAttention = showsNeedingAttention(filters);
  return (
    <div
      role="group"
      aria-label="Filter alerts"
      className="grid grid-cols-2 gap-x-3 gap-y-4 lg:flex lg:flex-wrap lg:items-end lg:gap-x-4"
    >
      <div className="grid gap-1.5 lg:w-48">
        <Label htmlFor={`${id}-type`}>Type</Label>
        <Select
          value={filters.type ?? ALL}
          onValueChange={(value) => set({ type: value === ALL ? undefined : (value as Alert['type']) })}
        >
          <SelectTrigger id={`${id}-type`}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ALL}>All types</SelectItem>
            {TYPES.map((type) => (
              <SelectItem key={type} value={type}>
                {ALERT_TYPE_LABELS[type]}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <div className="grid gap-1.5 lg:w-44">
        <Label htmlFor={`${id}-severity`}>Severity</Label>
        <Select
          value={filters.severity ?? ALL}
          onValueChange={(value) => set({ severity: value === ALL ? undefined : (value as Alert['severity']) })}
        >
          <SelectTrigger id={`${id}-severity`}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ALL}>All severities</SelectItem>
            {SEVERITIES.map((severity) => (
              <SelectItem key={severity} value={severity}>
                {ALERT_SEVERITY_LABELS[severity]}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      {/* the whole row on phones, so that the two switches keep sharing theirs */}
      <div className="col-span-2 grid gap-1.5 lg:col-span-1 lg:w-44">
        <Label htmlFor={`${id}-acknowledged`}>Acknowledgement</Label>
        <Select
          value={acknowledgementKey(filters.acknowledged)}
          onValueChange={(value) => set({ acknowledged: ACKNOWLEDGEMENT[value]?.value })}
        >
          <SelectTrigger id={`${id}-acknowledged`}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {Object.entries(ACKNOWLEDGEMENT).map(([key, choice]) => (
              <SelectItem key={key} value={key}>
                {choice.label}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      {/* the switches share a row of their own, each label on one line, on phones and desktops alike */}
      <div className="col-span-2 flex flex-wrap items-center gap-x-6 gap-y-1 lg:basis-full">
        <div className="flex h-10 items-center gap-2.5 whitespace-nowrap">
          <Switch
            id={`${id}-attention`}
            checked={needingAttention}
            onCheckedChange={(checked) =>
              set(checked ? NEEDS_ATTENTION_FILTERS : { unresolvedOnly: false, acknowledged: undefined })
            }
          />
          <Label htmlFor={`${id}-attention`}>Needs attention</Label>
        </div>
        <div className="flex h-10 items-center gap-2.5 whitespace-nowrap">
          <Switch
            id={`${id}-unread`}
            checked={filters.unreadOnly ?? false}
            onCheckedChange={(checked) => set({ unreadOnly: checked })}
          />
          <Label htmlFor={`${id}-unread`}>Unread only</Label>
        </div>
        <div className="flex h-10 items-center gap-2.5 whitespace-nowrap">
          <Switch
            id={`${id}-unresolved`}
            checked={filters.unresolvedOnly ?? false}
            onCheckedChange={(checked) => set({ unresolvedOnly: checked })}
          />
          <Label htmlFor={`${id}-unresolved`}>Unresolved only</Label>
        </div>
        {hasFilters(filters) ? (
          <Button variant="ghost" size="sm" className="h-10 sm:ml-auto" onClick={() => onChange(() => ({}))}>
            <X aria-hidden="true" />
            Clear filters
          </Button>
        ) : null}
      </div>
    </div>
  );
}
