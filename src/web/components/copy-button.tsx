import { Check, Copy } from 'lucide-react';
import { useState } from 'react';
import { toast } from '../lib/toast';
import { Button, type ButtonProps } from './ui/button';

/**
 * Copies a text for pasting elsewhere (a push URL into a cron job, a DNS record into a DNS host's form). `what` names
 * it for screen readers ("Copy TXT record value"); without a clipboard (plain HTTP), a toast says to copy by hand.
 */
export function CopyButton({
  text,
  what,
  size,
  variant = 'outline',
}: { text: string; what: string } & Pick<ButtonProps, 'size' | 'variant'>) {
  const [copied, setCopied] = useState(false);
  const refused = () =>
    toast({ title: "Couldn't copy", description: 'Select the text and copy it yourself.', variant: 'destructive' });
  return (
    <Button
      type="button"
      variant={variant}
      size={size}
      aria-label={`Copy ${what}`}
      onClick={() => {
        const clipboard = navigator.clipboard as Clipboard | undefined;
        if (!clipboard) {
          refused();
          return;
        }
        clipboard.writeText(text).then(() => setCopied(true), refused);
      }}
    >
      {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
      {copied ? 'Copied' : 'Copy'}
    </Button>
  );
}
