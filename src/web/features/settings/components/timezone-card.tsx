import { useId, useState } from 'react';
import { isValidTimeZone, timeZoneLabel } from '../../../../shared/helpers/time-zone';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '../../../components/ui/card';
import { Label } from '../../../components/ui/label';
import { TimeZoneSelect } from '../../../components/ui/time-zone-select';
import { toastActionError } from '../../../lib/action-errors';
import { toast } from '../../../lib/toast';
import { useUpdateTimezone } from '../api/update-timezone';

function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

/** users.timezone: the clock of quiet hours and of the times in alert messages. */
export function TimezoneCard({ timezone }: { timezone: string }) {
  const id = useId();
  const [value, setValue] = useState(timezone);
  const save = useUpdateTimezone();
  const detected = browserTimeZone();

  return (
    <Card>
      <form
        noValidate
        aria-label="Time zone"
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate(value, {
            onSuccess: () => toast({ title: 'Time zone saved', description: timeZoneLabel(value) }),
            onError: (error) => toastActionError(error, "Couldn't save the time zone", 'Failed to save the time zone.'),
          });
        }}
      >
        <CardHeader>
          <CardTitle>Time zone</CardTitle>
          <CardDescription>Quiet hours and the times in your alert messages follow this clock.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-2">
          <Label htmlFor={id}>Your time zone</Label>
          <TimeZoneSelect id={id} value={value} onChange={(event) => setValue(event.target.value)} />
          {detected && detected !== value && isValidTimeZone(detected) ? (
            <Button variant="link" className="justify-self-start text-sm" onClick={() => setValue(detected)}>
              Use this device's time zone ({detected.replace(/_/g, ' ')})
            </Button>
          ) : null}
        </CardContent>
        <CardFooter className="justify-end">
          <Button type="submit" disabled={value === timezone} loading={save.isPending}>
            Save time zone
          </Button>
        </CardFooter>
      </form>
    </Card>
  );
}
