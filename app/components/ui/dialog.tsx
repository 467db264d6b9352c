// A modal dialog over the page (Ark UI): focus is trapped inside and returned on close; Escape,
// the close button and a click outside close it; the page behind does not scroll.
import { Dialog } from '@ark-ui/react/dialog'
import { Portal } from '@ark-ui/react/portal'
import type { ReactNode } from 'react'
import { useInertOutside } from './use-inert-outside'

export function Modal({
  open,
  onClose,
  onExitComplete,
  title,
  eyebrow,
  closeLabel = 'Close',
  children,
  footer,
}: {
  open: boolean
  onClose: () => void
  /** Called once the closing animation has finished (the content is then unmounted). */
  onExitComplete?: () => void
  title: string
  /** A short line above the title, such as a category badge. */
  eyebrow?: ReactNode
  closeLabel?: string
  children: ReactNode
  footer?: ReactNode
}) {
  useInertOutside(open)
  return (
    <Dialog.Root open={open} onOpenChange={(d) => (d.open ? undefined : onClose())} onExitComplete={onExitComplete} lazyMount unmountOnExit>
      <Portal>
        <Dialog.Backdrop className="fixed inset-0 z-50 bg-ink/75 data-[state=open]:(animate-fade-in animate-duration-200) data-[state=closed]:(animate-fade-out animate-duration-150)" />
        <Dialog.Positioner className="fixed inset-0 z-50 flex items-center justify-center overflow-y-auto p-3 sm:p-6">
          <Dialog.Content className="card relative max-h-full w-full max-w-4xl overflow-y-auto shadow-2xl data-[state=open]:(animate-zoom-in animate-duration-200) data-[state=closed]:(animate-fade-out animate-duration-150)">
            <div className="flex items-start justify-between gap-4 p-4 sm:p-6">
              <div>
                {eyebrow ? <div className="mb-2">{eyebrow}</div> : null}
                <Dialog.Title className="font-display text-2xl font-650 leading-tight text-ink sm:text-3xl">{title}</Dialog.Title>
              </div>
              <Dialog.CloseTrigger
                aria-label={closeLabel}
                className="focus grid h-11 w-11 shrink-0 place-items-center rounded-lg text-ink hover:bg-ink/5"
              >
                <span className="i-lucide-x text-xl" aria-hidden="true" />
              </Dialog.CloseTrigger>
            </div>
            <div className="px-4 sm:px-6">{children}</div>
            {footer ? (
              <div className="flex flex-wrap items-center justify-end gap-3 p-4 sm:p-6">{footer}</div>
            ) : (
              <div className="h-4 sm:h-6" />
            )}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
