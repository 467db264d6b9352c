// False while prerendering and during hydration, true afterwards (and on client navigations),
// so a page can show its build-time state first and then what the address asks for.
import { useSyncExternalStore } from 'react'

const noSubscription = () => () => {}

export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )
}
