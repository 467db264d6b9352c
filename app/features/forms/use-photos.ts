// The photos chosen for a quote request, before sending: checked as they are added (the rules the
// server applies again on the bytes), with a preview address for each thumbnail that is released
// when the photo is removed or the form goes away.
import { useEffect, useRef, useState } from 'react'
import { photoMessages, photoRules } from '#domain/photo-rules'

export type ChosenPhoto = { key: string; file: File; url: string }

const accepted = photoRules.accept.split(',')
const isHeic = (f: File) => /hei[cf]/i.test(f.type) || /\.hei[cf]$/i.test(f.name)

export function usePhotos() {
  const [photos, setPhotos] = useState<ChosenPhoto[]>([])
  const [message, setMessage] = useState<string>()
  const urls = useRef(new Set<string>())

  useEffect(() => () => urls.current.forEach((u) => URL.revokeObjectURL(u)), [])

  /** Adds what fits and is allowed; says why for the first file that is not. */
  function add(files: Iterable<File>) {
    const next = [...photos]
    let why: string | undefined
    for (const file of files) {
      const n = next.length + 1
      if (next.length >= photoRules.maxCount) why ??= photoMessages.tooMany
      else if (isHeic(file)) why ??= photoMessages.heic(n, file.name)
      else if (!accepted.includes(file.type)) why ??= photoMessages.notImage(n, file.name)
      else if (file.size > photoRules.maxBytes) why ??= photoMessages.tooLarge(n, file.name)
      else {
        const url = URL.createObjectURL(file)
        urls.current.add(url)
        next.push({ key: `${file.name}-${file.size}-${file.lastModified}-${url}`, file, url })
      }
    }
    setPhotos(next)
    setMessage(why)
  }

  function remove(key: string) {
    const gone = photos.find((p) => p.key === key)
    if (gone) {
      URL.revokeObjectURL(gone.url)
      urls.current.delete(gone.url)
    }
    setPhotos(photos.filter((p) => p.key !== key))
    setMessage(undefined)
  }

  function clear() {
    for (const p of photos) URL.revokeObjectURL(p.url)
    urls.current.clear()
    setPhotos([])
    setMessage(undefined)
  }

  return { photos, message, add, remove, clear }
}
