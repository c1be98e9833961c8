import { Check, Copy } from 'lucide-react';
import { useState } from 'react';
import { Alert } from './ui/alert';
import { Button } from './ui/button';
import { DialogFooter } from './ui/dialog';
import { Input } from './ui/input';

/**
 * A secret the server answers once (a webhook's signing secret, an API key): the warning that it is never shown
 * again, the value to select or copy, and Done.
 */
export function ShownOnceSecret({
  secret,
  label,
  warning,
  onDone,
}: {
  secret: string;
  label: string;
  warning: string;
  onDone: () => void;
}) {
  const [copied, setCopied] = useState(false);
  return (
    <div className="grid gap-4">
      <Alert tone="warning">{warning}</Alert>
      <div className="flex gap-2">
        <Input
          readOnly
          value={secret}
          aria-label={label}
          className="font-mono text-xs"
          onFocus={(event) => event.currentTarget.select()}
        />
        <Button
          variant="outline"
          onClick={() => {
            void navigator.clipboard?.writeText(secret).then(() => setCopied(true));
          }}
        >
          {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
          {copied ? 'Copied' : 'Copy'}
        </Button>
      </div>
      <DialogFooter>
        <Button onClick={onDone}>Done</Button>
      </DialogFooter>
    </div>
  );
}
