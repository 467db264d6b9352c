// Opening an invitation (/inbox/welcome?token=…): name this device and create a passkey on it.
import { deskPage } from '~/features/desk/meta'
import { DeskWelcome } from '~/features/desk/welcome'

export const handle = deskPage('welcome')

export default function DeskWelcomePage() {
  return <DeskWelcome />
}
