import { Button } from './button';
import { CardFooter } from './card';

/**
 * The footer of a card that edits saved settings: "Discard changes" puts the saved values back, the save button sends
 * the form. Both wait for a change; neither can be pressed twice while a save is on its way.
 */
export function SaveChangesFooter({
  dirty,
  pending,
  onDiscard,
  saveLabel = 'Save changes',
}: {
  dirty: boolean;
  pending: boolean;
  onDiscard: () => void;
  saveLabel?: string;
}) {
  return (
    <CardFooter className="justify-end">
      <Button variant="ghost" disabled={!dirty || pending} onClick={onDiscard}>
        Discard changes
      </Button>
      <Button type="submit" disabled={!dirty} loading={pending}>
        {saveLabel}
      </Button>
    </CardFooter>
  );
}
