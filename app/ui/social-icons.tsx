import { Icon } from "./icon";

/** Brand glyphs (lucide has none): simple shapes, drawn by app/icons.css. */
export type SocialNetwork = "facebook" | "instagram" | "youtube" | "linkedin";

export function SocialIcon({
  network,
  className = "h-5 w-5",
}: {
  network: SocialNetwork;
  className?: string;
}) {
  return <Icon name={network} className={className} />;
}
