import { ImageIcon, Trash2, Upload } from 'lucide-react';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import type { StatusPageAssetKind } from '../../../../../shared/constants/status-pages';
import type { StatusPage } from '../../../../../shared/contracts/status-pages';
import { GuardedButton } from '../../../../components/guarded-button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../../components/ui/card';
import { FieldError } from '../../../../components/ui/field-error';
import { toastActionError } from '../../../../lib/action-errors';
import { toast } from '../../../../lib/toast';
import { useDeleteAsset } from '../../api/delete-asset';
import { assetPath, usePutAsset } from '../../api/put-asset';
import { ASSET_ACCEPT, assetProblem } from '../../lib/asset-check';

const ASSETS: Record<StatusPageAssetKind, { label: string; hint: string; urlOf: (page: StatusPage) => string | null }> =
  {
    logo: { label: 'Logo', hint: 'Shown at the top of the page.', urlOf: (page) => page.logoUrl },
    favicon: { label: 'Favicon', hint: "The icon in visitors' browser tabs.", urlOf: (page) => page.faviconUrl },
  };

function AssetField({ page, kind, readOnly }: { page: StatusPage; kind: StatusPageAssetKind; readOnly: boolean }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const put = usePutAsset();
  const remove = useDeleteAsset();
  const { label, hint, urlOf } = ASSETS[kind];
  const url = urlOf(page);
  const path = assetPath(page.id, kind);

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ''; // the same file may be chosen again after a refusal
    if (!file) return;
    const refusal = assetProblem(file, kind);
    setProblem(refusal);
    if (refusal) return;
    put.mutate(
      { pageId: page.id, kind, file },
      {
        onSuccess: () => toast({ title: `${label} uploaded`, description: `Visitors see the new ${kind} now.` }),
        onError: (error) => toastActionError(error, `Couldn't upload the ${kind}`, `The ${kind} was not saved.`),
      },
    );
  };

  return (
    <div className="grid min-w-0 gap-3">
      <div className="grid gap-0.5">
        <p className="text-sm font-medium text-fg">{label}</p>
        <p className="text-sm text-fg-muted">{hint}</p>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <span className="inline-flex size-16 shrink-0 items-center justify-center overflow-hidden rounded-lg border border-line bg-muted">
          {url ? (
            <img src={url} alt={`Current ${kind}`} className="max-h-full max-w-full object-contain" />
          ) : (
            <ImageIcon aria-label={`No ${kind} yet`} className="size-5 text-fg-subtle" />
          )}
        </span>
        {readOnly ? null : (
          <div className="flex flex-wrap gap-2">
            <input
              ref={input}
              id={id}
              type="file"
              accept={ASSET_ACCEPT}
              aria-label={`Upload ${kind}`}
              aria-describedby={problem ? `${id}-error` : undefined}
              className="sr-only"
              onChange={onChange}
            />
            <GuardedButton
              method="PUT"
              path={path}
              size="sm"
              variant="outline"
              loading={put.isPending}
              onClick={() => input.current?.click()}
            >
              {put.isPending ? null : <Upload aria-hidden="true" />}
              {url ? `Replace ${kind}` : `Choose ${kind}`}
            </GuardedButton>
            {url ? (
              <GuardedButton
                method="DELETE"
                path={path}
                size="sm"
                variant="ghost"
                loading={remove.isPending}
                onClick={() =>
                  remove.mutate(
                    { pageId: page.id, kind },
                    {
                      onSuccess: () => toast({ title: `${label} removed` }),
                      onError: (error) =>
                        toastActionError(error, `Couldn't remove the ${kind}`, `The ${kind} was not removed.`),
                    },
                  )
                }
              >
                {remove.isPending ? null : <Trash2 aria-hidden="true" />}
                Remove {kind}
              </GuardedButton>
            ) : null}
          </div>
        )}
      </div>
      <FieldError id={`${id}-error`} message={problem ?? undefined} />
    </div>
  );
}

/** The logo and favicon: uploaded at once (PNG, JPEG, GIF, WebP, ICO or SVG; the size checked before sending). */
export function AssetsCard({ page, readOnly }: { page: StatusPage; readOnly: boolean }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Logo and favicon</CardTitle>
        <CardDescription>
          PNG, JPEG, GIF, WebP, ICO or SVG; a logo up to 512 KB, a favicon up to 128 KB.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6 sm:grid-cols-2">
        <AssetField page={page} kind="logo" readOnly={readOnly} />
        <AssetField page={page} kind="favicon" readOnly={readOnly} />
      </CardContent>
    </Card>
  );
}
