import { KeyRound } from 'lucide-react';
import { signInReturnParams, type SignInReturn } from '../../../../shared/helpers/sign-in-destination';
import { Button } from '../../../components/ui/button';

function GoogleMark() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true">
      <path
        fill="#4285F4"
        d="M22.56 12.25c0-.78-.07-1.53-.2-2.25H12v4.26h5.92a5.06 5.06 0 0 1-2.2 3.32v2.77h3.57c2.08-1.92 3.27-4.74 3.27-8.1Z"
      />
      <path
        fill="#34A853"
        d="M12 23c2.97 0 5.46-.98 7.28-2.66l-3.57-2.77c-.98.66-2.23 1.06-3.71 1.06-2.86 0-5.29-1.93-6.16-4.53H2.18v2.84A11 11 0 0 0 12 23Z"
      />
      <path
        fill="#FBBC05"
        d="M5.84 14.1A6.6 6.6 0 0 1 5.5 12c0-.73.13-1.44.34-2.1V7.06H2.18A11 11 0 0 0 1 12c0 1.77.43 3.45 1.18 4.94l3.66-2.84Z"
      />
      <path
        fill="#EA4335"
        d="M12 5.38c1.62 0 3.06.56 4.21 1.64l3.15-3.15A10.96 10.96 0 0 0 12 1 11 11 0 0 0 2.18 7.06l3.66 2.84C6.71 7.31 9.14 5.38 12 5.38Z"
      />
    </svg>
  );
}

/**
 * Provider sign-in: full browser navigations to the server (SPEC §2.1), carrying where to go afterwards (a plan
 * chosen on the pricing page, or `?next=`), which the server keeps through the provider's round trip.
 */
export function ProviderButtons({ back = {} }: { back?: SignInReturn }) {
  const query = new URLSearchParams(signInReturnParams(back)).toString();
  const search = query ? `?${query}` : '';
  return (
    <div className="grid gap-2.5">
      <Button asChild variant="outline" size="lg" className="w-full">
        <a href={`/auth/google${search}`}>
          <GoogleMark />
          Continue with Google
        </a>
      </Button>
      <Button asChild variant="outline" size="lg" className="w-full">
        <a href={`/api/login${search}`}>
          <KeyRound aria-hidden="true" />
          Continue with single sign-on
        </a>
      </Button>
    </div>
  );
}
