/**
 * The magnifier's lens placement (spec §9), fetched only where a mouse can
 * hover (magnifier.tsx): phones never download it.
 */

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

/** What the lens shows: the large image, its width / height, the zoom and the lens's side. */
export interface LensView {
  src: string;
  ratio: number;
  zoom: number;
  size: number;
}

/**
 * Centres the lens on the pointer and shows the large image under it, zoomed.
 * Writes styles directly instead of re-rendering on every move.
 */
export function placeLens(
  box: HTMLElement,
  lens: HTMLElement,
  at: { clientX: number; clientY: number },
  { src, ratio, zoom, size }: LensView,
): void {
  const bounds = box.getBoundingClientRect();
  const drawn = containedRect(bounds.width, bounds.height, ratio);
  const x = at.clientX - bounds.left;
  const y = at.clientY - bounds.top;
  const half = size / 2;
  lens.hidden = false;
  lens.style.left = `${x - half}px`;
  lens.style.top = `${y - half}px`;
  // The shown image underneath paints at once; the large one covers it when loaded.
  const shown = box.querySelector("img")?.currentSrc;
  lens.style.backgroundImage = shown ? `url("${src}"), url("${shown}")` : `url("${src}")`;
  lens.style.backgroundSize = `${drawn.width * zoom}px ${drawn.height * zoom}px`;
  lens.style.backgroundPosition = `${half - (x - drawn.left) * zoom}px ${half - (y - drawn.top) * zoom}px`;
}
