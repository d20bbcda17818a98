import { type ReactNode, useEffect, useRef, useState } from "react";
import { onUse } from "~/ui/on-use";

/** Spec §9: the product image magnifier zooms 1.4× under a 400×400 px lens. */
const MAGNIFIER_ZOOM = 1.4;
const MAGNIFIER_LENS = 400;

/** The lens's placement, fetched where a mouse can hover: phones never download it. */
const lensPart = onUse(() => import("./magnifier-lens"));

/**
 * Wraps the main product image; while a mouse hovers it, a lens follows the
 * pointer showing the image `MAGNIFIER_ZOOM` times larger. Touch screens
 * (`hover: none`) never get a lens. The lens ignores the pointer, so a click
 * still reaches the image link underneath. Moves write styles directly instead
 * of re-rendering on every pointer event.
 */
export function Magnifier({
  src,
  ratio,
  children,
}: {
  /** The large image shown in the lens. */
  src: string;
  /** Width / height of the image, to find where `object-contain` draws it. */
  ratio: number;
  children: ReactNode;
}) {
  const boxRef = useRef<HTMLDivElement>(null);
  const lensRef = useRef<HTMLDivElement>(null);
  const [canHover, setCanHover] = useState(false);
  /** Where the mouse is over the image; null once it has left. */
  const pointer = useRef<{ clientX: number; clientY: number } | null>(null);

  useEffect(() => {
    const query = window.matchMedia("(hover: hover)");
    const update = () => {
      setCanHover(query.matches);
      if (query.matches) lensPart.preload();
    };
    update();
    query.addEventListener("change", update);
    return () => query.removeEventListener("change", update);
  }, []);

  const move = (e: React.PointerEvent) => {
    const box = boxRef.current;
    const lens = lensRef.current;
    if (!canHover || e.pointerType !== "mouse" || !box || !lens) return;
    const at = { clientX: e.clientX, clientY: e.clientY };
    const view = { src, ratio, zoom: MAGNIFIER_ZOOM, size: MAGNIFIER_LENS };
    pointer.current = at;
    const code = lensPart.loaded();
    if (code) {
      code.placeLens(box, lens, at, view);
      return;
    }
    // A hover before the code arrived: the lens goes where the pointer is by then.
    lensPart.load().then(
      (loaded) => pointer.current && loaded.placeLens(box, lens, pointer.current, view),
      () => undefined,
    );
  };

  const hide = () => {
    pointer.current = null;
    if (lensRef.current) lensRef.current.hidden = true;
  };

  return (
    <div
      ref={boxRef}
      className="relative h-full w-full overflow-hidden"
      onPointerMove={move}
      onPointerEnter={move}
      onPointerLeave={hide}
    >
      {children}
      <div
        ref={lensRef}
        hidden
        aria-hidden="true"
        data-magnifier-lens=""
        data-zoom={MAGNIFIER_ZOOM}
        className="pointer-events-none absolute rounded-lg border-2 border-white bg-white bg-no-repeat shadow-xl ring-1 ring-slate-900/20 [@media(hover:none)]:hidden"
        style={{ width: MAGNIFIER_LENS, height: MAGNIFIER_LENS }}
      />
    </div>
  );
}
