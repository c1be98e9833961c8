import type { DomainOption } from '../lib/domain-options';
import { FormField } from './ui/form-field';
import { NativeSelect } from './ui/native-select';
import { displayDomain } from '../../shared/helpers/domain-name';

/** Which monitored domain a screen looks at. The phone's own picker serves long lists best. */
export function DomainPicker({
  domains,
  value,
  onChange,
  className,
}: {
  domains: readonly DomainOption[];
  value: string;
  onChange: (id: string) => void;
  className?: string;
}) {
  return (
    <FormField label="Domain" className={className}>
      {(control) => (
        <NativeSelect {...control} value={value} onChange={(event) => onChange(event.target.value)}>
          {domains.map((domain) => (
            <option key={domain.id} value={domain.id}>
              {displayDomain(domain.name)}
            </option>
          ))}
        </NativeSelect>
      )}
    </FormField>
  );
}
