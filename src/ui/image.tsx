import { useState, type ImgHTMLAttributes } from 'react'
import styles from './image.module.css'

export interface ImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt' | 'width' | 'height' | 'loading'> {
  src: string
  /** Empty for decorative images. */
  alt: string
  /** Intrinsic size (or just the aspect ratio): reserves the space so nothing shifts when it loads. */
  width: number
  height: number
  /** Above the fold: load eagerly and early; otherwise the browser loads it when it nears the viewport. */
  priority?: boolean
  /** Fill the parent and crop (object-fit: cover). */
  cover?: boolean
}

/** An image that reserves its space, loads lazily below the fold and fades in once decoded. */
export function Image({ src, alt, width, height, priority, cover, className, onLoad, ...rest }: ImageProps) {
  const [loadedSrc, setLoadedSrc] = useState<string | null>(null)
  const classes = [styles.image, cover && styles.cover, loadedSrc === src && styles.loaded, className].filter(Boolean).join(' ')
  return (
    <img
      {...rest}
      ref={(img) => {
        if (img?.complete && img.naturalWidth > 0) setLoadedSrc(src)
      }}
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      className={classes}
      onLoad={(event) => {
        setLoadedSrc(src)
        onLoad?.(event)
      }}
    />
  )
}
