import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { CategoryCard } from '@/parts/cards/category-card'
import { itemMarkOf } from '@/features/hub/audience/item-mark'
import { WelcomeGateView, type GateView } from '@/parts/welcome-gate/gate-view'
import { categories } from './fixtures'

/** Issue 27 on the hub: a locked card, a coming card, and the welcome gate of a join request in its states. */
const meta = {
  title: 'Hub/Audience/WelcomeGate',
  component: WelcomeGateView,
  args: { gate: null, problem: null, onJoin: fn(), onNotNow: fn(), onHome: fn(), onRetry: fn() },
  decorators: [
    (Story) => (
      <div style={{ padding: 16, maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof WelcomeGateView>

export default meta
type Story = StoryObj<typeof meta>

const rules: GateView = {
  title: 'Добро пожаловать в канал школы «Код»',
  text: 'Уважайте друг друга, без рекламы и спама.\nВопросы по курсам — куратору.',
  links: [],
  requireAccept: false,
  notNow: 'queue',
}

/** Rules only: Join answers at once. */
export const RulesOnly: Story = {
  args: { gate: rules },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await canvas.findByRole('heading', { level: 1, name: rules.title })
    await userEvent.click(canvas.getByRole('button', { name: 'Вступить' }))
    await expect(args.onJoin).toHaveBeenCalledWith(false)
    await userEvent.click(canvas.getByRole('button', { name: 'Не сейчас' }))
    await expect(args.onNotNow).toHaveBeenCalled()
  },
}

/** With links to read first. */
export const WithLinks: Story = {
  args: { gate: { ...rules, links: [{ title: 'Правила сообщества', url: 'https://example.com/rules' }] } },
  play: async ({ canvasElement }) => {
    const links = await within(canvasElement).findByRole('navigation', { name: 'Прочитайте перед вступлением' })
    await expect(within(links).getByRole('button', { name: 'Правила сообщества' })).toBeVisible()
  },
}

/** With "I accept the rules": Join without it says so and sends nothing. */
export const WithCheckbox: Story = {
  args: { gate: { ...rules, requireAccept: true } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: 'Вступить' }))
    await canvas.findByText('Отметьте, что принимаете правила.')
    await expect(args.onJoin).not.toHaveBeenCalled()
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Я принимаю правила' }))
    await userEvent.click(canvas.getByRole('button', { name: 'Вступить' }))
    await expect(args.onJoin).toHaveBeenCalledWith(true)
  },
}

/** An expired request: said, with the way Home. */
export const Expired: Story = {
  args: { problem: 'expired' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await canvas.findByText('Заявка на вступление истекла. Отправьте новую из канала.')
    await userEvent.click(canvas.getByRole('button', { name: 'На главную' }))
    await expect(args.onHome).toHaveBeenCalled()
  },
}

/** The request did not load (the network): Retry and Home. */
export const LoadError: Story = {
  args: { problem: 'failed' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await canvas.findByText('Не удалось открыть заявку')
    await userEvent.click(canvas.getByRole('button', { name: 'Повторить' }))
    await expect(args.onRetry).toHaveBeenCalled()
  },
}

/** An answer that failed: said above the buttons, which stay. */
export const AnswerFailed: Story = {
  args: { gate: rules, failure: 'Не удалось ответить на заявку: нет связи' },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('alert')
  },
}

/** A members-only category an outsider meets: its title and icon, and a lock (named for screen readers). */
export const LockedCard: Story = {
  render: () => (
    <CategoryCard category={{ ...categories.noBg, description: null }} onOpen={fn()} mark={itemMarkOf({ id: 1, locked: true })} />
  ),
  play: async ({ canvasElement }) => {
    const card = await within(canvasElement).findByRole('button')
    await expect(within(card).getByRole('img', { name: 'Только для участников канала' })).toBeVisible()
  },
}

/** An announced category not live yet: "from <day>" in place of the chevron. */
export const ComingCard: Story = {
  render: () => (
    <CategoryCard
      category={categories.noBg}
      onOpen={fn()}
      mark={itemMarkOf({ id: 1, coming: true, visibleFrom: '2026-12-03T09:00:00.000Z', notifyRequestId: null })}
    />
  ),
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('с 3 декабря')
  },
}
