/** The icons visitor pages use (app/icons.css, made by scripts/icons-css.mjs). */
export type IconName =
  | "award"
  | "check"
  | "chevron-down"
  | "chevron-left"
  | "chevron-right"
  | "circle-check"
  | "clock"
  | "factory"
  | "file-down"
  | "image-off"
  | "loader-circle"
  | "log-out"
  | "mail"
  | "map-pin"
  | "menu"
  | "message-circle"
  | "package"
  | "pause"
  | "phone"
  | "play"
  | "search"
  | "shield-check"
  | "shopping-cart"
  | "sliders-horizontal"
  | "truck"
  | "user"
  | "x"
  | "facebook"
  | "instagram"
  | "youtube"
  | "linkedin";

/**
 * A decorative icon drawn by CSS (a mask in currentColor): one element, no
 * JavaScript module per icon, nothing to hydrate. Size it with classes.
 */
export function Icon({ name, className = "h-5 w-5" }: { name: IconName; className?: string }) {
  return <span aria-hidden="true" className={`icon icon-${name} ${className}`} />;
}
