import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../ui/button';

/** Sign-up opens the auth screen in sign-up mode (SPEC §2.5 `?mode=signup`). */
export const SIGN_UP_PATH = '/auth?mode=signup';

/** The pair of buttons under a public page's headline: sign up, and one secondary link. */
export function SignUpActions({
  label = 'Start monitoring free',
  secondary,
}: {
  label?: string;
  secondary: { label: string; to: string };
}) {
  return (
    <>
      <Button asChild size="lg">
        <Link to={SIGN_UP_PATH}>
          {label}
          <ArrowRight aria-hidden="true" />
        </Link>
      </Button>
      <Button asChild size="lg" variant="outline">
        {secondary.to.startsWith('#') ? (
          <a href={secondary.to}>{secondary.label}</a>
        ) : (
          <Link to={secondary.to}>{secondary.label}</Link>
        )}
      </Button>
    </>
  );
}
