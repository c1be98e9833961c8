/** The first stop for keyboard users: straight to the page content. */
export function SkipLink() {
  return (
    <a
      href="#main-content"
      className="sr-only rounded-md bg-surface text-sm font-medium text-fg shadow-lg ring-1 ring-line focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-[60] focus:px-3 focus:py-2"
    >
      Skip to content
    </a>
  );
}
