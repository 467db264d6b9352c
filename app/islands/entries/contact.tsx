// The contact page's code: the form, and the button that leads back to it.
import { preloadToasterOnFirstUse } from '~/components/ui/toaster'
import { ContactForm } from '~/features/forms/contact-form'
import { GoToFormButton } from '~/features/forms/go-to-form'
import { hydrateIsland } from '../hydrate'

hydrateIsland('contact-form', ContactForm)
hydrateIsland('contact-go-to-form', GoToFormButton)
preloadToasterOnFirstUse()
