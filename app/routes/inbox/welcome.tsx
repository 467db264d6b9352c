// Opening an invitation (/inbox/welcome?token=…): name this device and create a passkey on it.
import { deskMeta, deskPage } from '~/features/desk/meta'
import { DeskWelcome } from '~/features/desk/welcome'

export const handle = deskPage('welcome')
// Each page names its own title: the deepest route's meta is the page's.
export const meta = () => deskMeta('welcome')

export default function DeskWelcomePage() {
  return <DeskWelcome />
}
