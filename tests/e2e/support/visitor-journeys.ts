import { expect } from 'vitest'
import { homeCategory, pathnameOf } from './locators'
import { backButtonVisible } from './telegram-bridge'
import { appRuns, type Visitor } from './visitor'
import { poll } from './waiting'

/**
 * What the visitor journeys (tests/e2e/visitor-*.test.ts) share: the seed as a visitor should see
 * it (mock-api/store/seed-demo.ts, seed-club.ts) and the steps and checks most journeys take.
 */

/** What the demo seed holds, as a visitor should see it. */
export const DEMO = {
  /** Active root categories in their order ("Летний интенсив" is inactive). */
  rootCategories: ['Курсы', 'Сообщество', 'Расписание', 'Знакомство со школой', 'С чего начать', 'Сайт школы', 'Бот поддержки'],
  /** Active banners in order, by image ("banner-archive" is inactive). */
  banners: ['banner-courses.svg', 'banner-meetup.svg'],
  floating: { text: 'Написать куратору', background: '#2481cc', color: '#ffffff', tgPath: '/kod_curator' },
  /** Course materials in order (large, large, small, small, icon). */
  courses: ['Основы JavaScript', 'Python с нуля', 'Git за один вечер', 'Дизайн интерфейсов', 'Шпаргалка по терминалу'],
  welcomePopup: 'Добро пожаловать в «Код»!',
  video: '/seed/intro.mp4',
  site: 'https://kod-school.example',
  privateLink: 'https://t.me/+Kd9fQz2LrT0xYjVi',
}
/** The private-channel link's hint, in Russian and English. */
export const HINT_RU = 'Не открылось? Сверни приложение'
export const HINT_EN = 'Didn’t open? Minimise the app'

/** Home is shown: its list of categories is there (after the loader has done its round trip). */
export async function expectHome(visitor: Visitor, appKey = 'demo', listName = 'Разделы') {
  await appRuns(visitor.page)
  await poll(() => pathnameOf(visitor.page)).toBe(`/${appKey}`)
  await visitor.page.getByRole('list', { name: listName }).waitFor()
}

export async function expectCategoryScreen(visitor: Visitor, title: string) {
  await appRuns(visitor.page)
  await visitor.page.getByRole('heading', { level: 1, name: title, exact: true }).waitFor()
  expect(pathnameOf(visitor.page)).toMatch(/^\/demo\/category\/\d+$/)
}

/** Telegram's back button, once the screen has shown it, pressed. */
export async function pressTelegramBack(visitor: Visitor) {
  await poll(async () => backButtonVisible(await visitor.events())).toBe(true)
  await visitor.receiveEvent('back_button_pressed')
}

/** From Home to «Расписание» and on to its section «Ближайшие вебинары». */
export async function openWebinars(visitor: Visitor) {
  await expectHome(visitor)
  await homeCategory(visitor.page, 'Расписание').click()
  await expectCategoryScreen(visitor, 'Расписание')
  await visitor.page.getByRole('button', { name: 'Ближайшие вебинары', exact: true }).click()
  await visitor.page.getByRole('heading', { level: 1, name: 'Ближайшие вебинары' }).waitFor()
}

/** No page error, console error or failed request; no 4xx/5xx answer unless `expectedHttp` allows it. */
/**
 * index.html asks for Home's reads before it knows the hub (src/app/early-reads.ts); a hub that needs a
 * subscription refuses them anonymously (401), and the app then reads signed in.
 */
export const EARLY_READS_REFUSED = /^401 GET \/api\/(categories|banners|buttons)$/

export function expectNoErrors(visitor: Visitor, expectedHttp?: RegExp) {
  expect(visitor.errors, 'page errors, console errors, failed requests').toEqual([])
  expect(
    visitor.httpErrors.filter((entry) => !expectedHttp?.test(entry)),
    'unexpected 4xx/5xx answers',
  ).toEqual([])
}
