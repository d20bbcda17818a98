import { type ReactNode, useEffect, useRef } from "react";

/**
 * A "done" note at the top of a page the visitor comes back to after a post
 * (registered, note added): the address keeps its path, so the page does not
 * scroll to the top by itself (ui/page-change.tsx) and the visitor would stay
 * at the form's button, below the news. Arriving above the view, it brings the page to
 * its top and takes focus, so a screen reader says it; without JavaScript the browser
 * opens the new page at its top anyway.
 */
export function StatusNote({
  children,
  className,
  testId,
}: {
  children: ReactNode;
  className: string;
  testId?: string;
}) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    const note = ref.current;
    if (!note || note.getBoundingClientRect().top >= 0) return;
    // The note is at the top of the page: the page's top shows it below the sticky header.
    window.scrollTo({ top: 0, left: 0, behavior: "instant" });
    note.focus({ preventScroll: true });
  }, []);
  return (
    <p ref={ref} role="status" tabIndex={-1} className={className} data-testid={testId}>
      {children}
    </p>
  );
}
