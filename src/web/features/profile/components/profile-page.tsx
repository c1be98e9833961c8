import type { Profile } from '../../../../shared/contracts/profile';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';
import { LoadError } from '../../../components/ui/load-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { useDocumentTitle } from '../../../lib/document-title';
import { useProfile } from '../api/get-profile';
import { DeleteAccountCard } from './delete-account-card';
import { EmailCard } from './email-card';
import { PasswordCard } from './password-card';
import { ProfileDetailsCard } from './profile-details-card';

/** /profile (SPEC §2.2, issue 5): names, e-mail, password change and account deletion. */
export function ProfilePage() {
  useDocumentTitle('Profile');
  const profile = useProfile();

  if (profile.isPending) return <ProfileSkeleton />;
  if (profile.isError) {
    return (
      <LoadError
        title="Couldn't load your profile"
        error={profile.error}
        onRetry={() => void profile.refetch()}
        retrying={profile.isFetching}
      />
    );
  }
  return <ProfileCards profile={profile.data} />;
}

function ProfileCards({ profile }: { profile: Profile }) {
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6">
      <ProfileDetailsCard profile={profile} />
      <EmailCard profile={profile} />
      <PasswordCard profile={profile} />
      <DeleteAccountCard profile={profile} />
    </div>
  );
}

function ProfileSkeleton() {
  return (
    <div role="status" aria-label="Loading your profile" className="mx-auto grid w-full max-w-3xl gap-6">
      {[3, 2, 3, 1].map((fields, card) => (
        <Card key={card}>
          <CardHeader>
            <Skeleton className="h-5 w-36" />
            <Skeleton className="h-4 w-72 max-w-full" />
          </CardHeader>
          <CardContent className="grid gap-5">
            {Array.from({ length: fields }, (_, field) => (
              <div key={field} className="grid gap-2">
                <Skeleton className="h-4 w-24" />
                <Skeleton className="h-10 w-full" />
              </div>
            ))}
          </CardContent>
        </Card>
      ))}
    </div>
  );
}
