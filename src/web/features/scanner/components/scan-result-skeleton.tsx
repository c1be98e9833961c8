import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';

/** Shaped like the result block: a title and five check rows. */
export function ScanResultSkeleton({ domain }: { domain?: string | undefined }) {
  return (
    <Card aria-busy="true">
      <CardHeader>
        <CardTitle className="break-words">{domain ? `Scanning ${domain}…` : 'Scanning…'}</CardTitle>
        <Skeleton className="h-4 w-48" />
      </CardHeader>
      <CardContent>
        <ul className="divide-y divide-line" aria-hidden="true">
          {Array.from({ length: 5 }, (_, index) => (
            <li key={index} className="flex items-start gap-3 py-4 first:pt-0 last:pb-0">
              <Skeleton className="size-5 rounded-full" />
              <div className="grid flex-1 gap-2">
                <div className="flex items-center gap-2">
                  <Skeleton className="h-4 w-28" />
                  <Skeleton className="h-5 w-16 rounded-full" />
                </div>
                <Skeleton className="h-3.5 w-full max-w-md" />
              </div>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
