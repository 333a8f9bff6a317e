import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { MaterialCards } from '@/parts/cards/material-list'
import { CategoryCard } from '@/parts/cards/category-card'
import { categories, material, materials, seedFile } from './fixtures'

/**
 * The admin's free text at its worst, in every card the hub draws (category small_bg, large_bg,
 * no_bg, image; material small, large, icon) on a phone-width column: long Russian words and a
 * word with no break at all wrap inside their cards instead of running past them.
 */

const LONG_WORD = 'Сверхдлинноеназваниематериалабезединогопробелачтобыпроверитьперенос'
const LONG_TITLE = `Администрирование серверов и ${LONG_WORD}`
const LONG_DESCRIPTION = `Высоконагруженные ${LONG_WORD} и программирование`

const longCategories = [
  { ...categories.smallBg, title: LONG_TITLE, description: LONG_DESCRIPTION },
  { ...categories.largeBg, title: LONG_TITLE, description: LONG_DESCRIPTION },
  { ...categories.noBg, title: LONG_TITLE, description: LONG_DESCRIPTION },
  { ...categories.image, title: LONG_TITLE },
  { ...categories.video, title: LONG_TITLE },
]

const longMaterials = [
  { ...materials.git, title: LONG_TITLE, description: LONG_DESCRIPTION },
  { ...materials.js, title: LONG_TITLE, description: LONG_DESCRIPTION },
  { ...materials.terminal, title: 'Программирование' },
  { ...materials.chatFront, title: 'Администрирование серверов' },
  material({ id: 90, title: LONG_WORD, displayType: 'icon', icon: seedFile('icon-chat', 'icon') }),
]

function LongTitles() {
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 12, width: 358, padding: 16, boxSizing: 'content-box' }}>
      {longCategories.map((category) => (
        <div key={category.id} data-card="">
          <CategoryCard category={category} onOpen={() => undefined} />
        </div>
      ))}
      <MaterialCards label="Материалы" materials={longMaterials} onOpenOf={() => () => undefined} />
    </div>
  )
}

/** Every card, and every text in it, that is wider than its card. */
function overflowing(root: HTMLElement): string[] {
  const cards = [...root.querySelectorAll<HTMLElement>('[data-card] > *, li > *')]
  return cards.flatMap((card) => {
    const box = card.getBoundingClientRect()
    const texts = [...card.querySelectorAll<HTMLElement>('span')].filter((text) => {
      const rect = text.getBoundingClientRect()
      return text.scrollWidth > text.clientWidth + 1 || rect.left < box.left - 0.5 || rect.right > box.right + 0.5
    })
    return card.scrollWidth > card.clientWidth || texts.length > 0 ? [card.innerText.slice(0, 40)] : []
  })
}

const meta = {
  title: 'Hub/Parts/LongTitles',
  component: LongTitles,
} satisfies Meta<typeof LongTitles>

export default meta
type Story = StoryObj<typeof meta>

/** Long words wrap inside every card variant at phone width; nothing spills over its card. */
export const EveryCard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByText(LONG_WORD)
    await expect(await canvas.findAllByText(LONG_TITLE)).toHaveLength(longCategories.length + 2)
    await expect(canvasElement.querySelectorAll('[data-card] > *, li > *').length).toBe(longCategories.length + longMaterials.length)
    await expect(overflowing(canvasElement)).toEqual([])
  },
}
