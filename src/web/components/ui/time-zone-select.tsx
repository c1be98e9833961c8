import { useMemo } from 'react';
import { listTimeZones, timeZoneLabel } from '../../../shared/helpers/time-zone';
import { NativeSelect, type NativeSelectProps } from './native-select';

let cached: { day: string; options: { value: string; label: string }[] } | undefined;

/** Every zone with its offset today; worked out once a day (about 400 zones, each needing a formatter). */
function zoneOptions(): { value: string; label: string }[] {
  const day = new Date().toISOString().slice(0, 10);
  if (cached?.day !== day) {
    cached = { day, options: listTimeZones().map((zone) => ({ value: zone, label: timeZoneLabel(zone) })) };
  }
  return cached.options;
}

/** A time zone picker: the runtime's IANA zones, UTC first, with the current value kept even if unlisted. */
export function TimeZoneSelect({ value, ...props }: Omit<NativeSelectProps, 'children'> & { value?: string }) {
  const options = useMemo(() => {
    const all = zoneOptions();
    return value && !all.some((o) => o.value === value) ? [{ value, label: value }, ...all] : all;
  }, [value]);
  return (
    <NativeSelect value={value} {...props}>
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </NativeSelect>
  );
}
