import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import {
  createStatusPageSchema,
  updateStatusPageSchema,
  type CreateStatusPage,
  type UpdateStatusPage,
} from '../../../../shared/contracts/status-pages';
import { settingsPatch, type SettingsValues } from './settings-values';

/*
 * The forms' resolvers: the shared schemas, checked against what the form would send (so a rule is written once, and
 * its errors land on the fields by their paths). Loaded with the forms only (decision 024: zod stays off the screens).
 */

function through<TValues extends FieldValues, TBody, TOutput>(
  schema: Parameters<typeof zodResolver>[0],
  toBody: (values: TValues) => TBody,
): Resolver<TValues, unknown, TOutput> {
  const resolve = zodResolver(schema) as unknown as Resolver<FieldValues, unknown, TOutput>;
  return (values, context, options) =>
    resolve(toBody(values) as FieldValues, context, options as unknown as Parameters<typeof resolve>[2]) as ReturnType<
      Resolver<TValues, unknown, TOutput>
    >;
}

export interface CreateValues {
  name: string;
  slug: string;
  description: string;
  isPublic: boolean;
  password: string;
  /** Outages open and resolve incidents by themselves (decision 066: on unless the creator turns it off). */
  autoIncidents: boolean;
}

/** A private page's password only when one is typed (without, only workspace members see it). */
export const createResolver = through<CreateValues, unknown, CreateStatusPage>(
  createStatusPageSchema,
  ({ password, isPublic, ...rest }) => ({ ...rest, isPublic, ...(!isPublic && password ? { password } : {}) }),
);

export const settingsResolver = through<SettingsValues, unknown, UpdateStatusPage>(
  updateStatusPageSchema,
  settingsPatch,
);
