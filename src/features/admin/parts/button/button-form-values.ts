import { z } from 'zod'
import { buttonInput, type Button, type ButtonInput } from '@/api/contract/buttons'
import { emptyLink, storedLinksAndSchedule } from '@/features/admin/parts/pickers/link-set-field'
import { newVisibility, storedVisibility, waitingOf } from '@/features/admin/parts/audience/visibility-values'

/** A button as a form holds it: the contract's input, and its id once the server has it. */
export const buttonFormSchema = buttonInput.safeExtend({ id: z.number().int().positive().optional() })
export type ButtonFormInput = z.input<typeof buttonFormSchema>

/** SPEC 3: a button's colours default to black and white; `isActive` is false in the form (saving makes a new one active). */
export const newButton = (): ButtonFormInput => ({
  text: '',
  background: '#000000',
  color: '#ffffff',
  isActive: false,
  isToMain: false,
  links: [emptyLink()],
  visibleFrom: null,
  visibleUntil: null,
  ...newVisibility(),
})

export const buttonToForm = (button: Button): ButtonFormInput => ({
  id: button.id,
  text: button.text,
  background: button.background,
  color: button.color,
  isActive: button.isActive,
  isToMain: button.isToMain,
  ...storedLinksAndSchedule(button),
  ...storedVisibility(button),
  ...waitingOf(button),
})

/** SPEC 3: a saved button is active; a stored one keeps what the admin set. */
export function buttonPayload(button: z.output<typeof buttonFormSchema>): ButtonInput {
  const { text, background, color, isToMain, links, visibleFrom, visibleUntil, audience, lockedDisplay, announce } = button
  const isActive = button.id === undefined ? true : button.isActive
  return { text, background, color, isActive, isToMain, links, visibleFrom, visibleUntil, audience, lockedDisplay, announce }
}
