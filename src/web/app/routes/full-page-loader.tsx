import { Spinner } from '../../components/ui/spinner';

/** While the session or a screen's code loads. Fades in late, so fast loads show no flash. */
export function FullPageLoader({ label = 'Loading Sitewarden' }: { label?: string }) {
  return (
    <div className="grid min-h-dvh place-items-center text-fg-muted">
      <div className="animate-[fade-in_300ms_ease-out_400ms_both]">
        <Spinner size="lg" label={label} />
      </div>
    </div>
  );
}
