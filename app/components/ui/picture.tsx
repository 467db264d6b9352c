// One responsive picture: AVIF and WebP sources with a JPEG fallback, intrinsic size (no layout
// shift), the image's dominant colour pulsing gently until it loads, and a neutral tile picture if
// it fails. The placeholder sits under the image, so it is harmless when JavaScript never runs.
import { useEffect, useRef, useState } from 'react'
import { type ImageData, imageUrl } from '../../lib/image-data'

const FALLBACK = '/images/fallback.svg'
const srcSet = (image: ImageData, ext: 'avif' | 'webp' | 'jpg') => image.widths.map((w) => `${imageUrl(image, w, ext)} ${w}w`).join(', ')
const positioned = /(^|\s)(absolute|fixed|sticky|relative)(\s|$)/
const classes = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ')

export function Picture({
  image,
  sizes,
  priority = false,
  loading,
  className,
  imgClassName,
}: {
  image: ImageData
  sizes: string
  /** above the fold: load at once, with high priority */
  priority?: boolean
  /** overrides the default (lazy unless priority) */
  loading?: 'eager' | 'lazy'
  className?: string
  imgClassName?: string
}) {
  const ref = useRef<HTMLImageElement>(null)
  const [state, setState] = useState<'loading' | 'loaded' | 'failed'>('loading')

  // the image may have loaded (or failed) before hydration, when React was not listening yet
  useEffect(() => {
    const img = ref.current
    if (img?.complete) setState((s) => (s === 'loading' ? (img.naturalWidth > 0 ? 'loaded' : 'failed') : s))
  }, [])

  const failed = state === 'failed'
  const middle = image.widths[Math.floor(image.widths.length / 2)] ?? image.width
  return (
    <span
      className={classes(!positioned.test(className ?? '') && 'relative', 'block overflow-hidden', className)}
      style={{ backgroundColor: image.color }}
    >
      {state === 'loading' ? (
        <span aria-hidden="true" className="pointer-events-none absolute inset-0 bg-white/20 motion-safe:animate-pulse" />
      ) : null}
      <picture>
        {failed ? null : <source type="image/avif" srcSet={srcSet(image, 'avif')} sizes={sizes} />}
        {failed ? null : <source type="image/webp" srcSet={srcSet(image, 'webp')} sizes={sizes} />}
        <img
          ref={ref}
          src={failed ? FALLBACK : imageUrl(image, middle, 'jpg')}
          srcSet={failed ? undefined : srcSet(image, 'jpg')}
          sizes={failed ? undefined : sizes}
          width={image.width}
          height={image.height}
          alt={image.alt}
          loading={loading ?? (priority ? 'eager' : 'lazy')}
          fetchPriority={priority ? 'high' : undefined}
          decoding={priority ? 'auto' : 'async'}
          onLoad={() => setState((s) => (s === 'failed' ? s : 'loaded'))}
          onError={() => setState('failed')}
          className={classes('relative block w-full object-cover', imgClassName)}
          // the box keeps the image's shape before it loads (and if the fallback loads instead),
          // unless the caller crops it to another shape with an aspect-* class
          style={/(^|\s)aspect-/.test(imgClassName ?? '') ? undefined : { aspectRatio: `${image.width} / ${image.height}` }}
        />
      </picture>
    </span>
  )
}
