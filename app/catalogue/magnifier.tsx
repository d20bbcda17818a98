import { type ReactNode, useEffect, useRef, useState } from "react";

/** Spec §9: the product image magnifier zooms 1.4× under a 400×400 px lens. */
const MAGNIFIER_ZOOM = 1.4;
const MAGNIFIER_LENS = 400;

interface Rect {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** Where an `object-contain` image is actually drawn inside its box. */
function containedRect(boxW: number, boxH: number, ratio: number): Rect {
  if (!(ratio > 0) || boxW <= 0 || boxH <= 0) return { left: 0, top: 0, width: boxW, height: boxH };
  const width = Math.min(boxW, boxH * ratio);
  const height = width / ratio;
  return { left: (boxW - width) / 2, top: (boxH - height) / 2, width, height };
}

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

  useEffect(() => {
    const query = window.matchMedia("(hover: hover)");
    const update = () => setCanHover(query.matches);
    update();
    query.addEventListener("change", update);
    return () => query.removeEventListener("change", update);
  }, []);

  const move = (e: React.PointerEvent) => {
    const box = boxRef.current;
    const lens = lensRef.current;
    if (!canHover || e.pointerType !== "mouse" || !box || !lens) return;
    const bounds = box.getBoundingClientRect();
    const drawn = containedRect(bounds.width, bounds.height, ratio);
    const x = e.clientX - bounds.left;
    const y = e.clientY - bounds.top;
    const half = MAGNIFIER_LENS / 2;
    lens.hidden = false;
    lens.style.left = `${x - half}px`;
    lens.style.top = `${y - half}px`;
    // The shown image underneath paints at once; the large one covers it when loaded.
    const shown = box.querySelector("img")?.currentSrc;
    lens.style.backgroundImage = shown ? `url("${src}"), url("${shown}")` : `url("${src}")`;
    lens.style.backgroundSize = `${drawn.width * MAGNIFIER_ZOOM}px ${drawn.height * MAGNIFIER_ZOOM}px`;
    lens.style.backgroundPosition = `${half - (x - drawn.left) * MAGNIFIER_ZOOM}px ${half - (y - drawn.top) * MAGNIFIER_ZOOM}px`;
  };

  const hide = () => {
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
