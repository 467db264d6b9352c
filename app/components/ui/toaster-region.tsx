// The site-wide toaster: bottom-right, at most 3 at once, 4,000 ms each.
// Ark UI renders it as a labelled region whose toasts are announced to screen readers.
// Loaded lazily by toaster.tsx, so pages that never toast do not wait for Ark's toast code. It
// renders in a React root of its own at the end of <body>: the islands of a page (islands/)
// share one toaster without one of them having to own it.
import { Toast, Toaster, createToaster } from '@ark-ui/react/toast'
import { createRoot } from 'react-dom/client'

export const toaster = createToaster({ placement: 'bottom-end', max: 3, duration: 4000, overlap: false, gap: 12 })

const tone: Record<string, string> = {
  success: 'border-l-4 border-l-terracotta',
  error: 'border-l-4 border-l-danger bg-[#fff5f4]',
  info: 'border-l-4 border-l-deep',
}

export function ToasterRegion() {
  return (
    <Toaster toaster={toaster}>
      {(toast) => (
        <Toast.Root className={`toast card shadow-lg w-[min(92vw,360px)] p-4 pr-10 text-ink ${tone[toast.type ?? 'info'] ?? ''}`}>
          <Toast.Title className="font-600">{toast.title}</Toast.Title>
          {toast.description ? <Toast.Description className="text-sm text-slate mt-1">{toast.description}</Toast.Description> : null}
          <Toast.CloseTrigger
            aria-label="Dismiss notification"
            className="focus absolute right-2 top-2 grid h-8 w-8 place-items-center rounded-md text-slate hover:bg-paper"
          >
            <span className="i-lucide-x" aria-hidden="true" />
          </Toast.CloseTrigger>
        </Toast.Root>
      )}
    </Toaster>
  )
}

let mounted = false

/** Mounts the toaster once per page; toasts created before it shows are shown when it does. */
export function mountToaster() {
  if (mounted) return
  mounted = true
  const container = document.createElement('div')
  container.dataset.toaster = ''
  document.body.append(container)
  createRoot(container).render(<ToasterRegion />)
}
