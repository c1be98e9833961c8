import {
  Component,
  createElement,
  lazy,
  Suspense,
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type ReactElement,
  type ReactNode,
  type RefObject,
} from 'react';
import { LoadError } from './load-error';

export interface LazyPart<P extends object> {
  (props: P): ReactElement;
  /** Starts the download (on hover or focus of what shows the part), so it is there when asked for; idempotent. */
  preload: () => void;
}

export interface LazyPartOptions {
  /** Shown while the code downloads: a skeleton shaped like the part. */
  fallback: ReactNode;
  /** The title of the error shown in its place when the download fails ("Couldn't load the form"). */
  failure: string;
}

/**
 * A part of a screen whose code downloads the first time it is shown (or preloaded), so that a screen does not make
 * everyone download what only some open: the forms of dialogs bring react-hook-form and zod, for instance. It has
 * its own Suspense and error boundaries: the skeleton in its place while it loads, and if the download fails an error
 * with Try again there, never a blank screen. Once downloaded it renders at once, without the skeleton.
 *
 * Inside a dialog that opened before the part arrived, focus moves to the part's first field once it is there, as it
 * would have had the part been there from the start.
 */
export function lazyPart<P extends object>(
  load: () => Promise<ComponentType<P>>,
  { fallback, failure }: LazyPartOptions,
): LazyPart<P> {
  let loaded: ComponentType<P> | undefined;
  let download: Promise<ComponentType<P>> | undefined;
  const start = () =>
    (download ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        download = undefined; // the next attempt downloads it again
        throw error;
      },
    ));
  // React.lazy keeps a failure for good: Try again starts with a new one.
  const newLazy = () => lazy(() => start().then((component) => ({ default: component })));
  let Pending = newLazy();

  function Loaded(props: P) {
    // Chosen once per mount, so the part keeps its state when it arrives: once downloaded it renders at once.
    const [Ready] = useState<ComponentType<P>>(() => loaded ?? Pending);
    return createElement(Ready, props);
  }

  function Part(props: P) {
    const container = useRef<HTMLDivElement>(null);
    const waited = useRef(false);
    return (
      <div ref={container} className="contents">
        <LoadFailureBoundary
          title={failure}
          onRetry={() => {
            Pending = newLazy();
          }}
        >
          <Suspense fallback={<Waiting waited={waited}>{fallback}</Waiting>}>
            <Loaded {...props} />
            <FocusWhenArrived container={container} waited={waited} />
          </Suspense>
        </LoadFailureBoundary>
      </div>
    );
  }
  return Object.assign(Part, { preload: () => void start().catch(() => undefined) });
}

function Waiting({ waited, children }: { waited: RefObject<boolean>; children: ReactNode }) {
  useEffect(() => {
    waited.current = true;
  }, [waited]);
  return children;
}

const FIELD = 'input:not([type="hidden"]):not([disabled]), textarea:not([disabled]), select:not([disabled])';

/** Runs when the part is revealed: after a wait inside an open dialog, focus goes to the part's first field. */
function FocusWhenArrived({
  container,
  waited,
}: {
  container: RefObject<HTMLDivElement | null>;
  waited: RefObject<boolean>;
}) {
  useEffect(() => {
    const part = container.current;
    if (!waited.current || !part) return;
    const dialog = part.closest('[role="dialog"]');
    const active = document.activeElement;
    if (!dialog || !active || !dialog.contains(active) || part.contains(active)) return;
    part.querySelector<HTMLElement>(FIELD)?.focus();
  }, [container, waited]);
  return null;
}

interface BoundaryProps {
  title: string;
  onRetry: () => void;
  children: ReactNode;
}

/** The part's failed download, with Try again (which downloads it again). */
class LoadFailureBoundary extends Component<BoundaryProps, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown): { error: unknown } {
    return { error: error ?? new Error('The download failed') };
  }

  private readonly retry = (): void => {
    this.props.onRetry();
    this.setState({ error: null });
  };

  override render(): ReactNode {
    if (this.state.error === null) return this.props.children;
    return (
      <LoadError
        framed={false}
        className="py-6"
        title={this.props.title}
        error={this.state.error}
        description="Its code could not be downloaded. Check your connection and try again."
        retryLabel="Try again"
        onRetry={this.retry}
      />
    );
  }
}
