import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fireEvent, userEvent, within } from 'storybook/test'
import type { ScheduleState } from '@/api/contract/plain/schedule-state'
import { BannersScreen } from '@/features/admin/banners/banners-screen'
import { CategoryEditScreen } from '@/features/admin/categories/category-form-screen'
import { CategoryListScreen } from '@/features/admin/categories/category-list-screen'
import { FloatingButtonScreen } from '@/features/admin/floating-button/floating-button-screen'
import { MaterialsListScreen } from '@/features/admin/materials/materials-list-screen'
import { mockApi, seedCategoryId, seedWith } from '../support/mock-api'
import { adminParameters, phone, withAdminChrome } from './admin-story'

/**
 * Schedules in the admin: the lists' "scheduled" / "ended" badges and their filter
 * (categories, materials, banners), and the "Show from / until" fields in the category, banner and
 * button forms (the material form's are in sharing-schedule.stories.tsx).
 */
const ENDED = '2020-01-01T00:00:00.000Z'
const LATER = '2099-01-01T09:00:00.000Z'

const scheduled = seedWith((data) => {
  const demo = data.apps.demo!
  demo.categories.find((category) => category.title === 'Сообщество')!.visibleUntil = ENDED
  demo.categories.find((category) => category.title === 'Курсы')!.visibleFrom = LATER
  demo.materials.find((material) => material.title === 'Основы JavaScript')!.visibleUntil = ENDED
  const banner = demo.banners.find((item) => item.isActive)!
  banner.visibleUntil = ENDED
})

type Part = 'categories' | 'materials' | 'banners' | 'categoryForm' | 'buttonForm'

function Screens({ part, schedule }: { part: Part; schedule?: ScheduleState }) {
  if (part === 'categories') return <CategoryListScreen search={{ schedule }} onSearchChange={() => undefined} />
  if (part === 'materials') return <MaterialsListScreen search={{ schedule }} onSearchChange={() => undefined} />
  if (part === 'banners') return <BannersScreen schedule={schedule} onScheduleChange={() => undefined} />
  if (part === 'buttonForm') return <FloatingButtonScreen />
  return <CategoryEditScreen id={seedCategoryId('Сообщество', scheduled)} />
}

const meta = {
  title: 'Admin/Schedules',
  component: Screens,
  decorators: [withAdminChrome],
  parameters: { ...adminParameters, route: '/demo/admin/category', msw: mockApi(scheduled) },
} satisfies Meta<typeof Screens>

export default meta
type Story = StoryObj<typeof meta>

const rowOf = async (canvasElement: HTMLElement, title: string) =>
  (await within(canvasElement).findByRole('link', { name: `Изменить «${title}»` })).parentElement!

export const CategoriesBadges: Story = {
  args: { part: 'categories' },
  play: async ({ canvasElement }) => {
    await expect(within(await rowOf(canvasElement, 'Сообщество')).getByText('показ окончен')).toBeVisible()
    await expect(within(await rowOf(canvasElement, 'Курсы')).getByText('запланировано')).toBeVisible()
    await expect(within(canvasElement).getByRole('combobox', { name: 'Расписание' })).toHaveValue('')
  },
}

export const CategoriesFilterEnded: Story = {
  args: { part: 'categories', schedule: 'ended' },
  parameters: { route: '/demo/admin/category?schedule=ended' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('link', { name: 'Изменить «Сообщество»' })).toBeVisible()
    await expect(canvas.queryByRole('link', { name: 'Изменить «Курсы»' })).not.toBeInTheDocument()
    await expect(canvas.getByRole('combobox', { name: 'Расписание' })).toHaveValue('ended')
  },
}

export const CategoriesBadgesDark: Story = { ...CategoriesBadges, tags: ['!dev', '!autodocs'], globals: { theme: 'dark' } }

export const CategoriesBadgesPhone: Story = { ...CategoriesBadges, tags: ['!dev', '!autodocs'], globals: phone }

export const MaterialsBadges: Story = {
  args: { part: 'materials' },
  parameters: { route: '/demo/admin/materials' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findAllByText('показ окончен')).not.toHaveLength(0)
    // The seed's «Архив вебинаров 2024» is published a week after the seed day.
    await expect(canvas.getAllByText('запланировано')).not.toHaveLength(0)
  },
}

export const MaterialsFilterScheduled: Story = {
  args: { part: 'materials', schedule: 'scheduled' },
  parameters: { route: '/demo/admin/materials?schedule=scheduled' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('link', { name: /Архив вебинаров 2024/ })).toBeVisible()
    await expect(canvas.queryByText('показ окончен')).not.toBeInTheDocument()
    await expect(canvas.getByRole('combobox', { name: 'Расписание' })).toHaveValue('scheduled')
  },
}

export const BannersBadges: Story = {
  args: { part: 'banners' },
  parameters: { route: '/demo/admin/banner' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findAllByText('показ окончен')).not.toHaveLength(0)
  },
}

export const BannersFilterEnded: Story = {
  args: { part: 'banners', schedule: 'ended' },
  parameters: { route: '/demo/admin/banner?schedule=ended' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findAllByText('показ окончен')).not.toHaveLength(0)
    await expect(canvas.getByRole('combobox', { name: 'Расписание' })).toHaveValue('ended')
  },
}

export const CategoryFormWindow: Story = {
  args: { part: 'categoryForm' },
  parameters: { route: `/demo/admin/category/edit/${String(seedCategoryId('Сообщество', scheduled))}` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    // A record with a window opens its fields at once, in the admin's time zone.
    await expect(await canvas.findByLabelText('Показывать до')).not.toHaveValue('')
    await expect(canvas.getByLabelText('Показывать с')).toHaveValue('')
    await expect(canvas.getByText(/Время в вашем часовом поясе/)).toBeVisible()
  },
}

export const CategoryFormUntilBeforeFrom: Story = {
  args: { part: 'categoryForm' },
  parameters: { route: `/demo/admin/category/edit/${String(seedCategoryId('Сообщество', scheduled))}` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await fireEvent.change(await canvas.findByLabelText('Показывать с'), { target: { value: '2026-05-10T09:00' } })
    await fireEvent.change(canvas.getByLabelText('Показывать до'), { target: { value: '2026-05-01T09:00' } })
    await userEvent.click(canvas.getByRole('button', { name: 'Сохранить' }))
    await expect(await canvas.findByText('Must be after the start of the window', { selector: '[id$="-error"]' })).toBeVisible()
  },
}

export const CategoryFormUntilBeforeFromDark: Story = {
  ...CategoryFormUntilBeforeFrom,
  tags: ['!dev', '!autodocs'],
  globals: { theme: 'dark' },
}

export const CategoryFormUntilBeforeFromPhone: Story = { ...CategoryFormUntilBeforeFrom, tags: ['!dev', '!autodocs'], globals: phone }

/** Opens the form's schedule fields (behind their button while the record has no window) and types until before from. */
async function untilBeforeFrom(canvasElement: HTMLElement) {
  const canvas = within(canvasElement)
  const open = canvas.queryByRole('button', { name: 'Показывать по расписанию…' })
  if (open) await userEvent.click(open)
  await fireEvent.change(await canvas.findByLabelText('Показывать с'), { target: { value: '2026-05-10T09:00' } })
  await fireEvent.change(canvas.getByLabelText('Показывать до'), { target: { value: '2026-05-01T09:00' } })
  await userEvent.click(canvas.getByRole('button', { name: 'Сохранить' }))
  await expect(await canvas.findByText('Must be after the start of the window', { selector: '[id$="-error"]' })).toBeVisible()
}

export const BannerFormUntilBeforeFrom: Story = {
  args: { part: 'banners' },
  parameters: { route: '/demo/admin/banner', msw: mockApi() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByRole('region', { name: 'Карусель на главной' })
    await userEvent.click(canvas.getByRole('button', { name: 'Изменить баннер 1' }))
    await canvas.findByRole('button', { name: 'Сохранить' })
    await untilBeforeFrom(canvasElement)
  },
}

export const BannerFormUntilBeforeFromDark: Story = {
  ...BannerFormUntilBeforeFrom,
  tags: ['!dev', '!autodocs'],
  globals: { theme: 'dark' },
}

export const ButtonFormUntilBeforeFrom: Story = {
  args: { part: 'buttonForm' },
  parameters: { route: '/demo/admin/floatting-button', msw: mockApi() },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('textbox', { name: /^Текст кнопки/ })
    await untilBeforeFrom(canvasElement)
  },
}

export const ButtonFormUntilBeforeFromPhone: Story = { ...ButtonFormUntilBeforeFrom, tags: ['!dev', '!autodocs'], globals: phone }
