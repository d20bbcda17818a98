import { useState } from "react";
import type { ImageRef } from "~/media/image-ref";
import { fillSrcSet, mediaUrl, widthSrcSet } from "~/media/media-url";
import { type VariantName, variants } from "~/media/variants";

interface ImageProps {
  image: ImageRef;
  variant: VariantName;
  alt: string;
  className?: string;
  /** Above-the-fold images load eagerly; the rest lazily. */
  eager?: boolean;
  /** The page's largest image: fetched first (high priority, preloaded). */
  priority?: boolean;
  /** Adds a srcset (width variants, or a fill variant's smaller crops) with these sizes. */
  sizes?: string;
}

/**
 * A media image with intrinsic width and height (no layout shift) and a blurred
 * low-quality placeholder until the full image has loaded.
 */
export function Image({
  image,
  variant,
  alt,
  className = "",
  eager = false,
  priority = false,
  sizes,
}: ImageProps) {
  const [loaded, setLoaded] = useState(false);
  const v: { width: number; height?: number } = variants[variant];
  const height = v.height ?? Math.round((v.width * image.height) / Math.max(1, image.width));
  const width = v.height ? v.width : Math.min(v.width, image.width || v.width);
  return (
    <img
      src={mediaUrl(image.id, variant)}
      srcSet={sizes ? (fillSrcSet(image.id, variant) ?? widthSrcSet(image.id, width)) : undefined}
      sizes={sizes}
      width={width}
      height={height}
      alt={alt}
      loading={eager || priority ? "eager" : "lazy"}
      decoding={priority ? "sync" : "async"}
      // React preloads eager images in <head>; only the page's largest should
      // compete with the stylesheet for the first bytes.
      fetchPriority={priority ? "high" : eager ? "low" : undefined}
      onLoad={() => setLoaded(true)}
      ref={(el) => {
        // Cached images can finish before hydration attaches onLoad.
        if (el?.complete && el.naturalWidth > 0) setLoaded(true);
      }}
      className={className}
      style={
        loaded || !image.placeholder
          ? undefined
          : {
              backgroundImage: `url(${image.placeholder})`,
              backgroundSize: "cover",
              backgroundPosition: "center",
            }
      }
    />
  );
}
