import { userEvent } from 'storybook/test'

/**
 * Picks a radio of the admin's choice fields as a person does, by its label: the input itself is
 * visually hidden (pointer-events: none), so clicking it directly is refused by user-event.
 */
export async function choose(radio: HTMLElement): Promise<void> {
  await userEvent.click(radio.closest('label') ?? radio)
}
