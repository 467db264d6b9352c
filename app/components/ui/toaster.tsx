// The toast API the pages use. The Ark UI toaster itself (toaster-region.tsx) is loaded when the
// browser is idle after hydration, or at the first toast, so it never delays the first paint.
import { type ComponentType, useEffect, useState } from 'react'

export type ToastKind = 'success' | 'error' | 'info'

type Region = typeof import('./toaster-region')
let loading: Promise<Region> | undefined
const loadRegion = () => (loading ??= import('./toaster-region'))

export function showToast(kind: ToastKind, title: string, description?: string) {
  void loadRegion().then(({ toaster }) => toaster.create({ type: kind, title, description }))
}

export function SiteToaster() {
  const [Region, setRegion] = useState<ComponentType | null>(null)
  useEffect(() => {
    let cancelled = false
    const mount = () => loadRegion().then((m) => !cancelled && setRegion(() => m.ToasterRegion))
    const idle = window.requestIdleCallback ?? ((cb: () => void) => window.setTimeout(cb, 200))
    idle(mount)
    return () => {
      cancelled = true
    }
  }, [])
  return Region ? <Region /> : null
}
