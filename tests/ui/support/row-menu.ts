import { screen, within } from '@testing-library/react'
import type { UserEvent } from '@testing-library/user-event'

/** A list row's "⋯" button (parts/controls/action-menu.tsx), by the row's title. */
export const rowMenuButton = (title: string) => screen.findByRole('button', { name: `Действия: «${title}»` })

/** Opens a row's "⋯" menu and returns its item named `action` (its name may go on with why it is disabled). */
export async function rowAction(user: UserEvent, title: string, action: string): Promise<HTMLElement> {
  await user.click(await rowMenuButton(title))
  const menu = await screen.findByRole('menu', { name: `Действия: «${title}»` })
  return within(menu).getByRole('menuitem', { name: new RegExp(`^${action}`) })
}

/** Chooses `action` in a row's "⋯" menu ("Удалить", "Скрыть", "Изменить"). */
export async function chooseRowAction(user: UserEvent, title: string, action: string): Promise<void> {
  await user.click(await rowAction(user, title, action))
}
