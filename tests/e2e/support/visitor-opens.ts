import { apiAs } from './admin-api'
import type { RunningApp } from './app'
import { homeCategory } from './locators'
import type { Visitor } from './visitor'

/** A visitor's opens, as the e2e journeys make them and read them back. */

/** Today (UTC) as the statistics' `from` / `to` take it. */
export const today = () => new Date().toISOString().slice(0, 10)

/** The visitor opens Home's «Курсы» and, in it, the material «Основы JavaScript»: one category open, one material open. */
export async function opensCoursesAndJs(visitor: Visitor): Promise<void> {
  await homeCategory(visitor.page, 'Курсы').click()
  await visitor.page.getByRole('heading', { level: 1, name: 'Курсы', exact: true }).waitFor()
  await visitor.page
    .getByRole('button', { name: /Основы JavaScript/ })
    .first()
    .click()
}

/** The visitor switches to another app: the page is hidden, and the hub sends what was opened. */
export const hide = (visitor: Visitor) =>
  visitor.page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' })
    document.dispatchEvent(new Event('visibilitychange'))
  })

/** Today's opens of one category or material in the statistics (0 when not listed), read through the API as admin 1. */
export async function todaysOpens(app: RunningApp, target: 'category' | 'material', id: number): Promise<number> {
  const api = await apiAs(app, 1)
  const { data } = await api.get<{ data: { items: { id: number; opens: number }[] } }>(
    `/admin/stats?filter[from]=${today()}&filter[to]=${today()}&filter[target]=${target}`,
  )
  return data.items.find((item) => item.id === id)?.opens ?? 0
}
