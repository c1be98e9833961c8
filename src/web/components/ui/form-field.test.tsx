import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FormField } from './form-field';
import { Input } from './input';

describe('FormField', () => {
  it('ties the label, hint and error to the control', () => {
    render(
      <FormField label="Domain Name" hint="Without https://" error="Domain name is required">
        {(control) => <Input {...control} />}
      </FormField>,
    );
    const input = screen.getByRole('textbox', { name: 'Domain Name' });
    expect(input).toHaveAccessibleDescription('Without https:// Domain name is required');
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });

  it('marks an optional field in its label, the same way on every form', () => {
    render(
      <FormField label="Description" optional>
        {(control) => <Input {...control} />}
      </FormField>,
    );
    expect(screen.getByRole('textbox', { name: 'Description (optional)' })).not.toHaveAttribute('aria-invalid');
  });
});
