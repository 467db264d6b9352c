// "Email Us Today" on the contact page: back to the form, smoothly unless reduced motion is asked
// for, with its first field focused.
import { scrollToAndFocus } from '~/components/sections/motion'
import { Button } from '~/components/ui/button'

export function GoToFormButton({ formId }: { formId: string }) {
  function goToForm() {
    const card = document.getElementById(formId)
    if (!card) return
    const first = card.querySelector<HTMLElement>('input:not([type="hidden"]):not([tabindex="-1"]), select, textarea')
    scrollToAndFocus(card, first)
  }
  return (
    <Button size="lg" variant="light" onClick={goToForm}>
      <span className="i-lucide-mail" aria-hidden="true" />
      Email Us Today
    </Button>
  )
}
