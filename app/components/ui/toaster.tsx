// The toast API the pages use. The Ark UI toaster itself (toaster-region.tsx, ~25 KB with its
// state machine) is loaded at the visitor's first interaction (preloadToasterOnFirstUse), or at the
// first toast, so it never delays the first paint, and mounts itself.
export type ToastKind = 'success' | 'error' | 'info'

type Region = typeof import('./toaster-region')
let loading: Promise<Region> | undefined
const loadRegion = () =>
  (loading ??= import('./toaster-region').then((m) => {
    m.mountToaster()
    return m
  }))

export function showToast(kind: ToastKind, title: string, description?: string) {
  void loadRegion().then(({ toaster }) => toaster.create({ type: kind, title, description }))
}

/**
 * For a part that will toast: load and mount the toaster at the visitor's first interaction with
 * the page (a key, a tap, a focus), so a first visit that only reads downloads none of it, and a
 * toast after a click finds it ready.
 */
export function preloadToasterOnFirstUse() {
  const events = ['pointerdown', 'keydown', 'focusin'] as const
  const load = () => {
    for (const e of events) window.removeEventListener(e, load, true)
    void loadRegion()
  }
  for (const e of events) window.addEventListener(e, load, { capture: true, passive: true })
}
