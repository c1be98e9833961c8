/**
 * The maintenance window form's values and rules (issue 17): start and end typed as wall-clock times in the window's
 * zone (datetime-local), an optional last day of a recurring window, targets as picker keys; how they become the
 * body of POST or PATCH /api/maintenance-windows (UTC instants), and where an error of the shared contract shows.
 * Loaded with the form only: it brings zod.
 */
import { toNestErrors } from '@hookform/resolvers';
import type { FieldError, Resolver } from 'react-hook-form';
import type { MaintenanceRecurrence } from '../../../../shared/constants/status-pages';
import {
  createMaintenanceSchema,
  updateMaintenanceSchema,
  type CreateMaintenanceInput,
  type Maintenance,
} from '../../../../shared/contracts/status-pages';
import { isoToWallTime, wallTimeToIso } from '../../../../shared/helpers/zoned-time';

export interface MaintenanceFormValues {
  title: string;
  description: string;
  /** 'YYYY-MM-DDTHH:mm' on the clock of `timezone`. */
  startsAt: string;
  endsAt: string;
  timezone: string;
  recurrence: MaintenanceRecurrence;
  /** 'YYYY-MM-DD' in `timezone`, the last day a recurring window may start; '' for no end. */
  recursUntil: string;
  /** Picker keys: a domain id (the domain and all its monitors), or 'domainId/monitorId'. */
  targets: string[];
  notifySubscribers: boolean;
}

export const MAINTENANCE_FORM_FIELDS = [
  'title',
  'description',
  'startsAt',
  'endsAt',
  'timezone',
  'recurrence',
  'recursUntil',
  'targets',
  'notifySubscribers',
] as const;

export const maintenanceFormMessages = {
  startRequired: 'Enter when the window starts',
  endRequired: 'Enter when the window ends',
  untilInvalid: 'Enter the last day as a date, or leave it empty',
} as const;

export const targetKey = (domainId: string, monitorId: string | null) =>
  monitorId ? `${domainId}/${monitorId}` : domainId;

function parseTarget(key: string): { domainId: string; monitorId: string | null } {
  const [domainId = '', monitorId] = key.split('/');
  return { domainId, monitorId: monitorId ?? null };
}

/** A new window: tomorrow 02:00 to 04:00 on the person's clock, once, told to subscribers. */
export function newMaintenanceValues(timezone: string, now: Date = new Date()): MaintenanceFormValues {
  const tomorrow = isoToWallTime(new Date(now.getTime() + 86_400_000), timezone).slice(0, 10);
  return {
    title: '',
    description: '',
    startsAt: `${tomorrow}T02:00`,
    endsAt: `${tomorrow}T04:00`,
    timezone,
    recurrence: 'none',
    recursUntil: '',
    targets: [],
    notifySubscribers: true,
  };
}

/** A stored window as it was typed: its instants on its own zone's clock. */
export function maintenanceValues(window: Maintenance): MaintenanceFormValues {
  return {
    title: window.title,
    description: window.description ?? '',
    startsAt: isoToWallTime(window.startsAt, window.timezone),
    endsAt: isoToWallTime(window.endsAt, window.timezone),
    timezone: window.timezone,
    recurrence: window.recurrence,
    recursUntil: window.recursUntil ? isoToWallTime(window.recursUntil, window.timezone).slice(0, 10) : '',
    targets: window.targets.map((t) => targetKey(t.domainId, t.monitorId)),
    notifySubscribers: false,
  };
}

/** The request body; a monitor whose domain is chosen as a whole is covered already and left out. */
export function maintenanceBody(values: MaintenanceFormValues): CreateMaintenanceInput {
  const zone = values.timezone;
  const targets = values.targets.map(parseTarget);
  const wholeDomains = new Set(targets.filter((t) => t.monitorId === null).map((t) => t.domainId));
  const until = values.recurrence === 'none' || values.recursUntil === '' ? null : values.recursUntil;
  return {
    title: values.title,
    description: values.description.trim() === '' ? null : values.description,
    startsAt: wallTimeToIso(values.startsAt, zone) ?? '',
    endsAt: wallTimeToIso(values.endsAt, zone) ?? '',
    recurrence: values.recurrence,
    timezone: zone,
    // the whole last day counts: a window may still start on it
    recursUntil: until === null ? null : (wallTimeToIso(`${until}T23:59:59`, zone) ?? ''),
    targets: targets.filter((t) => t.monitorId === null || !wholeDomains.has(t.domainId)),
    notifySubscribers: values.notifySubscribers,
  };
}

/** The form's own checks (a time it cannot read) before the contract's, each under its field. */
function formChecks(values: MaintenanceFormValues): [keyof MaintenanceFormValues, string][] {
  const found: [keyof MaintenanceFormValues, string][] = [];
  if (wallTimeToIso(values.startsAt, values.timezone) === null)
    found.push(['startsAt', maintenanceFormMessages.startRequired]);
  if (wallTimeToIso(values.endsAt, values.timezone) === null)
    found.push(['endsAt', maintenanceFormMessages.endRequired]);
  if (values.recurrence !== 'none' && values.recursUntil !== '' && !/^\d{4}-\d{2}-\d{2}$/.test(values.recursUntil))
    found.push(['recursUntil', maintenanceFormMessages.untilInvalid]);
  return found;
}

const FIELD_SET = new Set<string>(MAINTENANCE_FORM_FIELDS);

/**
 * Validates with the form's checks and the shared contract (create, or the edit's, which has no notice); the
 * submitted value is the request body.
 */
export function maintenanceResolver(
  editing: boolean,
): Resolver<MaintenanceFormValues, unknown, CreateMaintenanceInput> {
  const schema = editing ? updateMaintenanceSchema : createMaintenanceSchema;
  return (values, _context, options) => {
    const errors: Record<string, FieldError> = {};
    for (const [field, message] of formChecks(values)) errors[field] ??= { type: 'validate', message };
    const body = maintenanceBody(values);
    const parsed = schema.safeParse(body);
    if (!parsed.success)
      for (const issue of parsed.error.issues) {
        const head = String(issue.path[0] ?? '');
        errors[FIELD_SET.has(head) ? head : 'root'] ??= { type: issue.code, message: issue.message };
      }
    if (Object.keys(errors).length === 0) return { values: body, errors: {} };
    return { values: {}, errors: toNestErrors(errors, options) };
  };
}
