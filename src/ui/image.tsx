import type { ImgHTMLAttributes, SyntheticEvent } from 'react'
import styles from './image.module.css'

interface ImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt' | 'width' | 'height' | 'loading'> {
  src: string
  /** Empty for decorative images. */
  alt: string
  /** Intrinsic size (or just the aspect ratio): reserves the space so nothing shifts when it loads. */
  width: number
  height: number
  /**
   * Above the fold: loads eagerly and shows as soon as it is decoded (no fade, which would only
   * hold back the largest paint). Otherwise the browser loads it when it nears the viewport and
   * it fades in. The one image most likely to be the largest paint also passes `fetchPriority="high"`.
   */
  priority?: boolean
  /** Fill the parent and crop (object-fit: cover). */
  cover?: boolean
}

/**
 * Loaded images are marked on the element itself: the fade-in is a style, not a reason to render
 * every card again as each of its images arrives. (A stable function, so React calls it once per element.)
 */
function markIfLoaded(img: HTMLImageElement | null) {
  if (img?.complete && img.naturalWidth > 0) img.dataset.loaded = ''
}

/** An image that reserves its space, loads lazily below the fold and fades in once decoded. */
export function Image({ src, alt, width, height, priority, cover, className, onLoad, ...rest }: ImageProps) {
  const classes = [styles.image, !priority && styles.fade, cover && styles.cover, className].filter(Boolean).join(' ')
  return (
    <img
      {...rest}
      // Another src is another image: a new element, so it fades in again.
      key={src}
      ref={markIfLoaded}
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      className={classes}
      onLoad={(event: SyntheticEvent<HTMLImageElement>) => {
        event.currentTarget.dataset.loaded = ''
        onLoad?.(event)
      }}
    />
  )
}
