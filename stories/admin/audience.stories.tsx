import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { BannersScreen } from '@/features/admin/banners/banners-screen'
import { CategoryEditScreen } from '@/features/admin/categories/category-form-screen'
import { CategoryListScreen } from '@/features/admin/categories/category-list-screen'
import { FloatingButtonScreen } from '@/features/admin/floating-button/floating-button-screen'
import { MaterialEditScreen } from '@/features/admin/materials/material-edit-screen'
import { MaterialsListScreen } from '@/features/admin/materials/materials-list-screen'
import { PopupListScreen } from '@/features/admin/popups/popup-list-screen'
import { PopupEditScreen } from '@/features/admin/popups/popup-screens'
import { mockApi, mockApiWith, refusing, savingHandler, seedCategoryId, seedDemo, seedWith } from '../support/mock-api'
import { adminParameters, phone, withAdminChrome } from './admin-story'

/**
 * "Who sees it" in the admin's forms (parts/audience, issue 27): everyone, channel members (locked or
 * hidden for outsiders), or outsiders only (a teaser). The demo seed has one material of each kind in
 * «Эфиры и записи»; a backend without audiences gets no field and the form's one note.
 */
type Part = 'materialForm' | 'categoryForm' | 'buttonForm' | 'categories' | 'materials' | 'popupForm' | 'banners' | 'popups'

const materialId = (title: string) => {
  const found = seedDemo().materials.find((material) => material.title === title)
  if (!found) throw new Error(`No material "${title}" in the seed`)
  return found.id
}
const EVERYONE = materialId('Основы JavaScript')
const LOCKED = materialId('Запись эфира: разбор портфолио')
const HIDDEN = materialId('Промокод −20% на любой курс')
const TEASER = materialId('Вступите в канал — откроются записи эфиров')
const CLUB = seedCategoryId('Клуб участников')
const WEBINAR = materialId('Вебинар «Первая работа в ИТ»')
const DESIGN_POPUP = seedDemo().popups.find((popup) => popup.title === 'Дизайн интерфейсов')!.id

/** The seed with twelve visitors waiting for the announced webinar. */
const waiting = seedWith((data) => {
  data.apps.demo!.notifyRequests = Array.from({ length: 12 }, (_, index) => ({
    id: index + 1,
    target: 'material' as const,
    targetId: WEBINAR,
    userId: 100 + index,
    userName: null,
    createdAt: '2026-11-20T10:00:00.000Z',
  }))
})

/** The seed with its banners for three audiences: the first members-only hidden, the second a teaser, the third members-only locked. */
const bannersForAudiences = seedWith((data) => {
  const [first, second, third] = data.apps.demo!.banners
  Object.assign(first!, { audience: 'members', lockedDisplay: 'hidden' })
  Object.assign(second!, { audience: 'outsiders' })
  Object.assign(third!, { isActive: true, visibleFrom: null, visibleUntil: null, audience: 'members', lockedDisplay: 'locked' })
})

function Screens({ part, id }: { part: Part; id: number }) {
  if (part === 'categoryForm') return <CategoryEditScreen id={id} />
  if (part === 'buttonForm') return <FloatingButtonScreen />
  if (part === 'categories') return <CategoryListScreen search={{}} onSearchChange={() => undefined} />
  if (part === 'materials') return <MaterialsListScreen search={{ q: 'эфир' }} onSearchChange={() => undefined} />
  if (part === 'popupForm') return <PopupEditScreen id={id} />
  if (part === 'banners') return <BannersScreen />
  if (part === 'popups') return <PopupListScreen search={{}} onSearchChange={() => undefined} />
  return <MaterialEditScreen id={id} />
}

const meta = {
  title: 'Admin/Who sees it',
  component: Screens,
  decorators: [withAdminChrome],
  args: { part: 'materialForm', id: EVERYONE },
  parameters: { ...adminParameters, route: `/demo/admin/materials/edit/${String(EVERYONE)}`, msw: mockApi() },
} satisfies Meta<typeof Screens>

export default meta
type Story = StoryObj<typeof meta>

const who = (canvasElement: HTMLElement, name = 'Кто видит') => within(canvasElement).findByRole('radiogroup', { name })
/** The radio is drawn by its label (a segmented choice): press the label. */
const choose = async (group: HTMLElement, label: string) => userEvent.click(within(group).getByText(label))
const outsidersSee = (canvasElement: HTMLElement) => within(canvasElement).findByRole('radiogroup', { name: 'Не участники видят' })

export const Everyone: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(await who(canvasElement)).getByRole('radio', { name: 'Все' })).toBeChecked()
    await expect(within(canvasElement).getByText('Все, кто открывает хаб.')).toBeVisible()
    await expect(within(canvasElement).queryByRole('radiogroup', { name: 'Не участники видят' })).not.toBeInTheDocument()
  },
}

export const MembersLocked: Story = {
  args: { id: LOCKED },
  parameters: { route: `/demo/admin/materials/edit/${String(LOCKED)}` },
  play: async ({ canvasElement }) => {
    await expect(within(await who(canvasElement)).getByRole('radio', { name: 'Участники канала' })).toBeChecked()
    await expect(within(await outsidersSee(canvasElement)).getByRole('radio', { name: 'С замком' })).toBeChecked()
    await expect(within(canvasElement).getByText(/нажатие предлагает вступить в канал/)).toBeVisible()
  },
}

export const MembersLockedDark: Story = { ...MembersLocked, tags: ['!dev', '!autodocs'], globals: { theme: 'dark' } }

export const MembersLockedPhone: Story = { ...MembersLocked, tags: ['!dev', '!autodocs'], globals: { ...phone, platform: 'ios' } }

export const MembersLockedEnglish: Story = {
  ...MembersLocked,
  tags: ['!dev', '!autodocs'],
  globals: { language: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(await who(canvasElement, 'Who sees it')).getByRole('radio', { name: 'Channel members' })).toBeChecked()
    const shown = await within(canvasElement).findByRole('radiogroup', { name: 'Outsiders see it' })
    await expect(within(shown).getByRole('radio', { name: 'Locked' })).toBeChecked()
  },
}

export const MembersHidden: Story = {
  args: { id: HIDDEN },
  parameters: { route: `/demo/admin/materials/edit/${String(HIDDEN)}` },
  play: async ({ canvasElement }) => {
    await expect(within(await who(canvasElement)).getByRole('radio', { name: 'Участники канала' })).toBeChecked()
    await expect(within(await outsidersSee(canvasElement)).getByRole('radio', { name: 'Ничего' })).toBeChecked()
    await expect(within(canvasElement).getByText('Запись скрыта от них целиком.')).toBeVisible()
  },
}

export const OutsidersTeaser: Story = {
  args: { id: TEASER },
  parameters: { route: `/demo/admin/materials/edit/${String(TEASER)}` },
  play: async ({ canvasElement }) => {
    await expect(within(await who(canvasElement)).getByRole('radio', { name: 'Не участники' })).toBeChecked()
    await expect(within(canvasElement).getByText(/Только те, кто не в канале/)).toBeVisible()
  },
}

export const OutsidersTeaserDark: Story = { ...OutsidersTeaser, tags: ['!dev', '!autodocs'], globals: { theme: 'dark' } }

/** Members-only chosen, then saved: the save stays in progress. */
export const Saving: Story = {
  parameters: { msw: mockApiWith([savingHandler('put', '/admin/materials/:id')]) },
  play: async ({ canvasElement }) => {
    await choose(await who(canvasElement), 'Участники канала')
    await expect(within(await outsidersSee(canvasElement)).getByRole('radio', { name: 'С замком' })).toBeChecked()
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Сохранить' }))
    await expect(await within(canvasElement).findByRole('button', { name: 'Сохранить', busy: true })).toBeDisabled()
  },
}

/** The server refuses the audience (422 on the field): the message shows on "Who sees it" and in the summary. */
export const ServerRefusesAudience: Story = {
  parameters: { msw: mockApiWith([refusing('put', '/admin/materials/:id', { audience: ['The selected audience is invalid.'] })]) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await choose(await who(canvasElement), 'Не участники')
    await userEvent.click(canvas.getByRole('button', { name: 'Сохранить' }))
    const summary = await canvas.findByRole('alert', { name: 'Исправьте ошибки в форме' })
    await expect(within(summary).getByRole('link', { name: /^Кто видит:/ })).toBeVisible()
  },
}

export const ServerRefusesAudiencePhone: Story = { ...ServerRefusesAudience, tags: ['!dev', '!autodocs'], globals: phone }

export const CategoryMembersLocked: Story = {
  args: { part: 'categoryForm', id: CLUB },
  parameters: { route: `/demo/admin/category/edit/${String(CLUB)}` },
  play: async ({ canvasElement }) => {
    await expect(within(await who(canvasElement)).getByRole('radio', { name: 'Участники канала' })).toBeChecked()
    await expect(within(await outsidersSee(canvasElement)).getByRole('radio', { name: 'С замком' })).toBeChecked()
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Разборы домашних заданий' }))
    await expect(within(await who(canvasElement, 'Кто видит раздел 1')).getByRole('radio', { name: 'Все' })).toBeChecked()
  },
}

export const FloatingButton: Story = {
  args: { part: 'buttonForm' },
  parameters: { route: '/demo/admin/floatting-button' },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('textbox', { name: /^Текст кнопки/ })
    await expect(within(await who(canvasElement)).getByRole('radio', { name: 'Все' })).toBeChecked()
  },
}

/** A backend without audiences (SPEC 7 alone): no field, and the form's one note says why. */
export const UnsupportedBackend: Story = {
  parameters: { msw: mockApi(undefined, { specOnly: true }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText(/Выбор, кто видит запись, недоступен/)).toBeVisible()
    await expect(canvas.getAllByText(/Выбор, кто видит запись, недоступен/)).toHaveLength(1)
    await expect(canvas.queryByRole('radiogroup', { name: 'Кто видит' })).not.toBeInTheDocument()
  },
}

export const UnsupportedBackendDark: Story = { ...UnsupportedBackend, tags: ['!dev', '!autodocs'], globals: { theme: 'dark' } }

/** An announced material (its start later): "Announce it ahead" on, and how many visitors wait. */
export const Announced: Story = {
  args: { id: WEBINAR },
  parameters: { route: `/demo/admin/materials/edit/${String(WEBINAR)}`, msw: mockApi(waiting) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('switch', { name: /Анонсировать заранее/ })).toBeChecked()
    await expect(canvas.getByText('12 человек ждут')).toBeVisible()
  },
}

export const AnnouncedDark: Story = { ...Announced, tags: ['!dev', '!autodocs'], globals: { theme: 'dark' } }

export const AnnouncedPhone: Story = { ...Announced, tags: ['!dev', '!autodocs'], globals: { ...phone, platform: 'android' } }

export const AnnouncedEnglish: Story = {
  ...Announced,
  tags: ['!dev', '!autodocs'],
  globals: { language: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('switch', { name: /Announce it ahead/ })).toBeChecked()
    await expect(canvas.getByText('12 people waiting')).toBeVisible()
  },
}

/** The lists' badges: «Клуб участников» (members, locked) and «Чат участников» (members, hidden) in the tree. */
export const CategoriesBadges: Story = {
  args: { part: 'categories' },
  parameters: { route: '/demo/admin/category' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const club = await canvas.findByRole('link', { name: /^Клуб участников/ })
    await expect(within(club).getByText('Участники')).toBeVisible()
    await expect(within(canvas.getByRole('link', { name: /^Чат участников/ })).getByText('Участники')).toBeVisible()
  },
}

export const CategoriesBadgesDark: Story = { ...CategoriesBadges, tags: ['!dev', '!autodocs'], globals: { theme: 'dark' } }

export const MaterialsBadges: Story = {
  args: { part: 'materials' },
  parameters: { route: '/demo/admin/materials?q=эфир' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(within(await canvas.findByRole('link', { name: /^Запись эфира/ })).getByText('Участники')).toBeVisible()
    await expect(within(canvas.getByRole('link', { name: /^Вступите в канал/ })).getByText('Тизер')).toBeVisible()
  },
}

export const MaterialsBadgesPhone: Story = { ...MaterialsBadges, tags: ['!dev', '!autodocs'], globals: phone }

/** The popup editor: its members-only button («Скачать макеты курса») carries the badge above its fields. */
export const PopupButtonBadge: Story = {
  args: { part: 'popupForm', id: DESIGN_POPUP },
  parameters: { route: `/demo/admin/popup/edit/${String(DESIGN_POPUP)}` },
  play: async ({ canvasElement }) => {
    const buttons = await within(canvasElement).findByRole('group', { name: 'Кнопки' })
    await expect(await within(buttons).findByText('Участники', { selector: '[title]' })).toBeVisible()
  },
}

/** The live preview of a members-only locked material, as an outsider (title and a lock), then as a member (the card). */
export const PreviewAsOutsiderThenMember: Story = {
  args: { id: LOCKED },
  parameters: { route: `/demo/admin/materials/edit/${String(LOCKED)}` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const group = await canvas.findByRole('radiogroup', { name: 'Посмотреть как' })
    await expect(await canvas.findByRole('img', { name: 'Только для участников канала' })).toBeInTheDocument()
    await choose(group, 'Участник канала')
    await waitFor(() => expect(canvas.queryByRole('img', { name: 'Только для участников канала' })).not.toBeInTheDocument())
  },
}

export const PreviewAsOutsiderDark: Story = {
  args: { id: LOCKED },
  tags: ['!dev', '!autodocs'],
  globals: { theme: 'dark' },
  parameters: { route: `/demo/admin/materials/edit/${String(LOCKED)}` },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('img', { name: 'Только для участников канала' })).toBeInTheDocument()
  },
}

/** A locked category's preview as an outsider: its title and icon with the lock. */
export const CategoryPreviewLocked: Story = {
  ...CategoryMembersLocked,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByRole('radiogroup', { name: 'Посмотреть как' })
    await expect(await canvas.findByRole('img', { name: 'Только для участников канала' })).toBeInTheDocument()
  },
}

const carouselItems = async (canvasElement: HTMLElement, name: string) =>
  within(await within(canvasElement).findByRole('list', { name })).getAllByRole('listitem')

/**
 * The banners' carousel with a switch "Посмотреть как" (issue 27): an outsider sees the teaser and
 * the locked banner (a tap offers the channel), a member the members' two; a line counts the rest.
 */
export const BannersPreviewAs: Story = {
  args: { part: 'banners' },
  parameters: { route: '/demo/admin/banner', msw: mockApi(bannersForAudiences) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const group = await canvas.findByRole('radiogroup', { name: 'Посмотреть как' })
    await expect(within(group).getByRole('radio', { name: 'Не участник' })).toBeChecked()
    await expect(await canvas.findByText(/^С замком: 1 .*Не участникам не показано: 1/)).toBeVisible()
    await expect(await carouselItems(canvasElement, 'Карусель на главной')).toHaveLength(2)
    await choose(group, 'Участник канала')
    await expect(await canvas.findByText('Участникам канала не показано: 1 (тизеры для не участников).')).toBeVisible()
    await expect(await carouselItems(canvasElement, 'Карусель на главной')).toHaveLength(2)
  },
}

export const BannersPreviewAsDark: Story = { ...BannersPreviewAs, tags: ['!dev', '!autodocs'], globals: { theme: 'dark' } }

export const BannersPreviewAsPhone: Story = { ...BannersPreviewAs, tags: ['!dev', '!autodocs'], globals: { ...phone, platform: 'ios' } }

export const BannersPreviewAsEnglish: Story = {
  args: { part: 'banners' },
  parameters: { route: '/demo/admin/banner', msw: mockApi(bannersForAudiences) },
  globals: { language: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const group = await canvas.findByRole('radiogroup', { name: 'Preview as' })
    await expect(await canvas.findByText(/^Locked: 1 .*Not shown to outsiders: 1/)).toBeVisible()
    await choose(group, 'Channel member')
    await expect(await canvas.findByText('Not shown to channel members: 1 (teasers for outsiders).')).toBeVisible()
    await expect(await carouselItems(canvasElement, 'Carousel on Home')).toHaveLength(2)
  },
}

/**
 * The popup editor's sheet with the switch: its members-only button («Скачать макеты курса») is drawn
 * for an outsider as the hub draws it (a tap there offers the channel), counted as locked; made
 * hidden, an outsider's sheet leaves it out.
 */
export const PopupPreviewAs: Story = {
  args: { part: 'popupForm', id: DESIGN_POPUP },
  parameters: { route: `/demo/admin/popup/edit/${String(DESIGN_POPUP)}` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const group = await canvas.findByRole('radiogroup', { name: 'Посмотреть как' })
    const sheet = await canvas.findByRole('group', { name: 'Дизайн интерфейсов' })
    await expect(await within(sheet).findByRole('button', { name: 'Скачать макеты курса' })).toBeVisible()
    await expect(await canvas.findByText('С замком: 1 (нажатие предлагает вступить в канал).')).toBeVisible()
    await choose(await outsidersSee(canvasElement), 'Ничего')
    await waitFor(() => expect(within(sheet).queryByRole('button', { name: 'Скачать макеты курса' })).not.toBeInTheDocument())
    await expect(await canvas.findByText('Не участникам не показано: 1 (только для участников канала).')).toBeVisible()
    await choose(group, 'Участник канала')
    await expect(await within(sheet).findByRole('button', { name: 'Скачать макеты курса' })).toBeVisible()
  },
}

export const PopupPreviewAsDark: Story = { ...PopupPreviewAs, tags: ['!dev', '!autodocs'], globals: { theme: 'dark' } }

export const PopupPreviewAsEnglish: Story = {
  args: { part: 'popupForm', id: DESIGN_POPUP },
  parameters: { route: `/demo/admin/popup/edit/${String(DESIGN_POPUP)}` },
  globals: { language: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByRole('radiogroup', { name: 'Preview as' })
    await expect(await canvas.findByText('Locked: 1 (a tap offers to join the channel).')).toBeVisible()
  },
}

/** The popups list: «Курс по дизайну» has a members-only button, and its badge says how many. */
export const PopupsBadges: Story = {
  args: { part: 'popups' },
  parameters: { route: '/demo/admin/popup' },
  play: async ({ canvasElement }) => {
    const design = await within(canvasElement).findByRole('link', { name: /^Курс по дизайну/ })
    await expect(within(design).getByText('Кнопки для участников')).toHaveAttribute('title', 'Кнопок только для участников канала: 1')
    const welcome = within(canvasElement).getByRole('link', { name: /^Приветствие новичков/ })
    await expect(within(welcome).queryByText('Кнопки для участников')).not.toBeInTheDocument()
  },
}

export const PopupsBadgesDark: Story = { ...PopupsBadges, tags: ['!dev', '!autodocs'], globals: { theme: 'dark' } }

export const PopupsBadgesPhone: Story = { ...PopupsBadges, tags: ['!dev', '!autodocs'], globals: { ...phone, platform: 'android' } }

export const PopupsBadgesEnglish: Story = {
  args: { part: 'popups' },
  parameters: { route: '/demo/admin/popup' },
  globals: { language: 'en' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Members-only buttons')).toHaveAttribute(
      'title',
      'Buttons for channel members only: 1',
    )
  },
}
