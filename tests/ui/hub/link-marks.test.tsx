import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { LinkSet } from '@/api/contract/popups'
import { CategoryCard } from '@/parts/cards/category-card'
import { MaterialRow } from '@/parts/cards/material-card'
import { leadsOutside } from '@/parts/cards/trailing-icon'
import { category, materials } from '@stories/hub/fixtures'

/** Issue 30 (12): one rule for the end mark of every link card: out of the app the arrow, inside it the chevron. */

const external = (url: string): LinkSet => ({ linkType: 'external', internalUrl: null, externalUrl: url, popupId: null })
const internal = (url: string): LinkSet => ({ linkType: 'internal', internalUrl: url, externalUrl: null, popupId: null })
const popup: LinkSet = { linkType: 'popup', internalUrl: null, externalUrl: null, popupId: 1 }

/** The end mark drawn in the card named `name` ("external" or "chevron"). */
const markOf = (name: string) =>
  screen
    .getByRole('button', { name: new RegExp(name) })
    .querySelector('svg[data-icon]')
    ?.getAttribute('data-icon')

describe('the end mark of link cards', () => {
  it('follows where the first link leads: a site or a Telegram page out, a screen or popup in', () => {
    expect(leadsOutside([external('https://kod-school.example')])).toBe(true)
    expect(leadsOutside([external('https://t.me/+Kd9fQz2LrT0xYjVi')])).toBe(true)
    expect(leadsOutside([internal('/category/3')])).toBe(false)
    expect(leadsOutside([popup])).toBe(false)
    expect(leadsOutside([external('javascript:alert(1)')])).toBe(false)
    expect(leadsOutside([])).toBe(false)
  })

  it('category cards: the arrow for a site, the chevron for a popup and for a screen', () => {
    render(
      <>
        <CategoryCard
          category={category({ id: 1, title: 'Сайт школы', roadType: 'link', links: [external('https://kod-school.example')] })}
          onOpen={() => {}}
        />
        <CategoryCard category={category({ id: 2, title: 'Приветствие', roadType: 'link', links: [popup] })} onOpen={() => {}} />
        <CategoryCard category={category({ id: 3, title: 'Расписание', roadType: 'section' })} onOpen={() => {}} />
      </>,
    )
    expect(markOf('Сайт школы')).toBe('external')
    expect(markOf('Приветствие')).toBe('chevron')
    expect(markOf('Расписание')).toBe('chevron')
  })

  it('material rows: the arrow for a Telegram channel, the chevron for a link inside the hub', () => {
    const base = Object.values(materials)[0]!
    render(
      <>
        <MaterialRow
          material={{ ...base, id: 91, title: 'Канал фронтенда', links: [external('https://t.me/kod_frontend')] }}
          onOpen={() => {}}
        />
        <MaterialRow material={{ ...base, id: 92, title: 'Раздел курсов', links: [internal('/category/1')] }} onOpen={() => {}} />
      </>,
    )
    expect(markOf('Канал фронтенда')).toBe('external')
    expect(markOf('Раздел курсов')).toBe('chevron')
  })
})
