import type { z } from 'zod'
import type { OperationName, Operations } from '@/api/contract'
import { buildRequest } from '@/api/http'
import { routes } from '@/api/routes.gen'
import { DEV_BOT_TOKEN, signInitData } from '../auth'
import { createRestHandler } from '../rest'
import { createMemoryFileStorage } from '../store/file-storage'
import { createMemoryStore } from '../store/memory'
import { seedData } from '../store/seed'
import { withDemoHistory } from '../store/seed-history'
import type { AppData, Data } from '../store/store'

/**
 * The example of each operation: a request on the demo hub (`npm start`'s seed, with its few days of
 * history) and the answer the mock API gives it, so every example is a real one. Keyed by every
 * operation of the table: a new operation does not type-check until it has one. `as`: who calls
 * (the admin Анна, user 1, unless it is `anonymous`).
 */
type Spec<K extends OperationName> = {
  input: z.input<Operations[K]['input']>
  as?: 'anonymous'
  /** Calls made first on the same copy of the hub (a popup nothing opens yet, to delete). */
  setup?: { [S in OperationName]?: z.input<Operations[S]['input']> }
  /** What the hub holds that no call of the table makes (a join request the bot received, messages sent). */
  edit?: (app: AppData) => void
}
type Specs = { [K in OperationName]: Spec<K> }

/** The examples' clock: the seed's day, fixed, so the document is the same at every start. */
const EXAMPLE_NOW = new Date('2026-11-25T09:00:00.000Z')
const LAUNCH = { id: 1, first_name: 'Анна', last_name: 'Смирнова', username: 'anna_kod', language_code: 'ru' }
const PNG = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='), (c) =>
  c.charCodeAt(0),
)
const page = { pagination: { limit: 2 } }
/** A small hub document (another hub's: one category, one theme), its checksum computed as GET /admin/export computes it. */
const SUMMER_SCHOOL = {
  format: 'nav-hub',
  formatVersion: 2,
  exportedAt: '2026-11-25T09:00:00.000Z',
  source: { appKey: 'kod-summer', title: 'Летняя школа «Код»' },
  settings: null,
  collections: {
    files: [],
    materials: [],
    texts: [],
    buttons: [],
    linkLists: [],
    popups: [],
    sections: [],
    categories: [
      {
        id: 1,
        title: 'Летний интенсив',
        isActive: true,
        description: null,
        descriptionAlign: 'left',
        iconId: null,
        imageId: null,
        video: null,
        order: 0,
        parentId: null,
        roadType: 'link',
        displayType: 'no_bg',
        sectionDisplayType: 'list',
        materialIds: [],
        sectionIds: [],
        visibleFrom: null,
        visibleUntil: null,
        links: [{ linkType: 'external', internalUrl: null, externalUrl: 'https://kod-school.example/summer', popupId: null }],
      },
    ],
    banners: [],
    themes: [{ id: 1, type: 'light', backgroundColor: '#f59e0b', textColor: '#ffffff' }],
  },
  checksum: 'sha256-03eebbcbe2fb31bf3279a16ab2e5bbd64eba97ee61095a791bd40b67d67c3c6b',
}
const link = { linkType: 'external', externalUrl: 'https://kod-school.example/courses' } as const

/** A join request to demo's channel from Анна, as the bot keeps it before opening the hub. */
const JOIN_QUERY_ID = '5372981647389162340'
function withJoinRequest(app: AppData): void {
  app.joinRequests = [
    {
      queryId: JOIN_QUERY_ID,
      userId: 1,
      createdAt: EXAMPLE_NOW.toISOString(),
      expiresAt: new Date(EXAMPLE_NOW.getTime() + 24 * 60 * 60 * 1000).toISOString(),
      shownAt: null,
      decision: null,
      answeredAt: null,
    },
  ]
}

const specs: Specs = {
  auth: { input: { initData: '' } },
  'navigations.get': { input: { appKey: 'demo' }, as: 'anonymous' },
  'admin.navigation.get': { input: undefined },
  'admin.navigation.update': { input: { botUsername: '@kod_school_bot', appShortName: 'hub' } },
  'themes.list': { input: {}, as: 'anonymous' },
  'admin.themes.list': { input: {} },
  'admin.themes.get': { input: { id: 1 } },
  'admin.themes.create': { input: { type: 'dark', backgroundColor: '#1f6feb', textColor: '#ffffff' } },
  'admin.themes.update': { input: { id: 1, version: 2, type: 'light', backgroundColor: '#2ea043', textColor: '#ffffff' } },
  'admin.themes.delete': { input: { id: 2 } },
  'categories.list': { input: { filter: { root: true }, ...page }, as: 'anonymous' },
  'categories.get': { input: { id: 7, include: ['sections'] }, as: 'anonymous' },
  'admin.categories.list': { input: { filter: { root: true }, ...page } },
  'admin.categories.get': { input: { id: 10 } },
  'admin.categories.create': {
    input: { title: 'Вакансии', roadType: 'link', links: [{ linkType: 'external', externalUrl: 'https://kod-school.example/jobs' }] },
  },
  'admin.categories.update': {
    input: {
      id: 10,
      version: 1,
      title: 'Сайт школы',
      roadType: 'link',
      links: [{ linkType: 'external', externalUrl: 'https://kod-school.example' }],
    },
  },
  'admin.categories.delete': { input: { id: 6 } },
  'admin.categories.order': { input: { categoriesOrder: [1, 2, 7, 8, 9, 10, 11, 12], orderVersion: 1 } },
  'admin.categories.orderItems': { input: { id: 7, name: 'sections', ids: [4, 3], version: 1 } },
  'sections.list': { input: { filter: { categoryId: 7 } }, as: 'anonymous' },
  'sections.get': { input: { id: 4 }, as: 'anonymous' },
  'admin.sections.list': { input: page },
  'admin.sections.get': { input: { id: 4 } },
  'admin.sections.create': { input: { title: 'Записи эфиров', roadType: 'material', materialIds: [9] } },
  'admin.sections.update': { input: { id: 3, version: 1, title: 'Ближайшие вебинары', roadType: 'material', materialIds: [9, 10] } },
  'admin.sections.delete': { input: { id: 4 } },
  'buttons.list': { input: { filter: { isToMain: true } }, as: 'anonymous' },
  'admin.buttons.list': { input: { filter: { isToMain: true } } },
  'admin.buttons.get': { input: { id: 3 } },
  'admin.buttons.create': { input: { text: 'Задать вопрос', isToMain: true, links: [link] } },
  'admin.buttons.update': { input: { id: 3, version: 1, text: 'Записаться на курс', isToMain: true, links: [link] } },
  'admin.buttons.delete': { input: { id: 2 } },
  'banners.list': { input: { pagination: { limit: 1 } }, as: 'anonymous' },
  'admin.banners.list': { input: { pagination: { limit: 1 } } },
  'admin.banners.get': { input: { id: 1 } },
  'admin.banners.create': { input: { imageId: 2, links: [link] } },
  'admin.banners.update': { input: { id: 1, imageId: 1, links: [link] } },
  'admin.banners.delete': { input: { id: 3 } },
  'admin.banners.order': { input: { bannersOrder: [2, 1, 3], orderVersion: 3 } },
  'admin.materials.list': { input: { filter: { displayType: 'large' }, ...page } },
  'admin.materials.get': { input: { id: 3 } },
  'admin.materials.create': {
    input: {
      title: 'SQL для аналитиков',
      displayType: 'small',
      imageId: 12,
      links: [{ ...link, externalUrl: 'https://kod-school.example/sql' }],
    },
  },
  'admin.materials.update': {
    input: {
      id: 3,
      version: 1,
      title: 'Git за один вечер',
      description: 'Коммиты, ветки и пул-реквесты на живых примерах.',
      displayType: 'small',
      imageId: 12,
      links: [{ ...link, externalUrl: 'https://git-scm.com/book/ru/v2' }],
      visibleFrom: '2026-12-01T09:00:00+03:00',
    },
  },
  'admin.materials.delete': { input: { id: 11 } },
  'admin.texts.list': { input: page },
  'admin.texts.get': { input: { id: 3 } },
  'admin.texts.create': { input: { kind: 'plain', text: 'Занятия идут по вечерам, записи остаются в личном кабинете.' } },
  'admin.texts.update': { input: { id: 3, kind: 'bullets', items: [{ value: 'Представьтесь в общем чате' }, { value: 'Выберите курс' }] } },
  'admin.texts.delete': { input: { id: 1 } },
  'admin.popups.list': { input: { filter: { name: 'дизайн' } } },
  'admin.popups.get': { input: { id: 2 } },
  'admin.popups.create': { input: { name: 'Запись на курс', title: 'Запись на курс', textIds: [1] } },
  'admin.popups.update': {
    input: { id: 2, version: 1, name: 'Дизайн интерфейсов', title: 'Дизайн интерфейсов', imageId: 9, textIds: [1] },
  },
  'admin.popups.delete': { input: { id: 3 }, setup: { 'admin.popups.create': { name: 'Черновик', textIds: [] } } },
  'admin.linkLists.list': { input: { filter: { type: 'local' } } },
  'admin.linkLists.get': { input: { id: 2 } },
  'admin.linkLists.create': { input: { title: 'Полезное', type: 'materials', materialIds: [5] } },
  'admin.linkLists.update': {
    input: { id: 2, title: 'Мы в соцсетях', type: 'local', localLinks: [{ title: 'Канал школы', url: 'https://t.me/kod_school' }] },
  },
  'admin.linkLists.delete': { input: { id: 1 } },
  'admin.admins.list': { input: {} },
  'admin.admins.get': { input: { id: 1 } },
  'admin.admins.create': { input: { telegramId: 5012345678, name: 'Олег Петров', username: '@oleg_petrov', email: '' } },
  'admin.admins.update': { input: { id: 1, telegramId: 1, name: 'Анна Смирнова', username: 'anna_kod', email: 'anna@kod-school.example' } },
  'admin.admins.delete': {
    input: { id: 2 },
    setup: { 'admin.admins.create': { telegramId: 5012345678, name: 'Олег Петров', username: 'oleg_petrov', email: null } },
  },
  'files.upload': { input: { file: new Blob([PNG], { type: 'image/png' }), type: 'image' } },
  'admin.files.list': { input: { filter: { type: 'icon' }, ...page } },
  'admin.files.delete': { input: { id: 3 } },
  'frontendLogs.create': { input: { type: 'error', log: "TypeError: Cannot read properties of undefined (reading 'title')" } },
  'frontendLogs.list': { input: {} },
  'events.create': {
    input: {
      events: [{ type: 'visit' }, { type: 'open', target: 'category', id: 1 }],
      launch: {
        startParam: 'demo__category_1__c_VkPost12',
        chatType: 'channel',
        chatInstance: '-8794281382921837123',
        platform: 'android',
        language: 'ru',
      },
    },
    as: 'anonymous',
  },
  'admin.stats.get': { input: { filter: { from: '2026-11-24', to: '2026-11-25' } } },
  'admin.stats.reset': { input: undefined },
  'admin.campaigns.list': { input: { filter: { archived: false }, ...page } },
  'admin.campaigns.get': { input: { id: 1 } },
  'admin.campaigns.create': { input: { title: 'Пост ВКонтакте 1 декабря', target: 'section', targetId: 3 } },
  'admin.campaigns.update': { input: { id: 2, version: 1, title: 'Закреп в канале', target: 'home', archived: true } },
  'admin.campaigns.delete': { input: { id: 4 } },
  'shareMessages.create': { input: { target: 'category', id: 1 } },
  'admin.auditLog.list': { input: { filter: { resource: 'materials', recordId: 1 } } },
  'admin.auditLog.restore': { input: { id: 4 } },
  'admin.welcomeGate.get': { input: undefined },
  'admin.welcomeGate.update': {
    input: {
      enabled: true,
      title: 'Добро пожаловать в канал школы «Код»',
      text: 'Уважайте друг друга, без рекламы и спама.',
      links: [{ title: 'Правила сообщества', url: 'https://kod-school.example/rules' }],
      requireAccept: true,
      notNow: 'queue',
      version: 1,
    },
  },
  'joinRequests.get': { input: { queryId: JOIN_QUERY_ID }, edit: withJoinRequest },
  'joinRequests.answer': { input: { queryId: JOIN_QUERY_ID, decision: 'approve', acceptedRules: true }, edit: withJoinRequest },
  // «Вебинар «Первая работа в ИТ»», announced, goes live a week after the seed day.
  'notifyRequests.create': { input: { target: 'material', id: 15 } },
  'notifyRequests.delete': { input: { id: 1 }, setup: { 'notifyRequests.create': { target: 'material', id: 15 } } },
  'admin.notifications.list': {
    input: { filter: { target: 'material' }, ...page },
    edit: (app) => {
      app.notifications = [2, 3].map((userId, i) => ({
        id: i + 1,
        target: 'material',
        targetId: 15,
        title: 'Вебинар «Первая работа в ИТ»',
        userId,
        userName: userId === 2 ? 'Иван Гостев' : 'Мария Подписчикова',
        sentAt: '2026-11-25T06:00:02.000Z',
        status: i === 0 ? 'delivered' : 'failed',
      }))
      app.lastIds.notifications = 2
    },
  },
  'admin.admins.handOver': {
    input: { id: 2, role: 'editor' },
    setup: { 'admin.admins.create': { telegramId: 5012345678, name: 'Олег Петров', username: 'oleg_petrov', email: null, role: 'editor' } },
  },
  // The demo hub's document is about 20 KB: exported after importing the small one below over it.
  'admin.hub.export': { input: undefined, setup: { 'admin.hub.import': { document: SUMMER_SCHOOL, mode: 'replace' } } },
  'admin.hub.exportLink': { input: undefined },
  'admin.hub.import': { input: { document: SUMMER_SCHOOL, mode: 'merge', dryRun: true } },
}

export interface Example {
  /** The JSON body sent (none for query strings, uploads and sign-in). */
  request?: unknown
  /** The answer's body (none for 204). */
  response?: unknown
}

/**
 * Runs every example against the mock API, each on a fresh copy of the demo hub, and answers them
 * by operation. Throws when one does not get its operation's success status: an example is a real call.
 */
export async function runExamples(): Promise<Record<OperationName, Example>> {
  const initial = withDemoHistory(seedData(EXAMPLE_NOW), EXAMPLE_NOW)
  const launchData = await signInitData(
    { user: JSON.stringify(LAUNCH), auth_date: String(Math.floor(EXAMPLE_NOW.getTime() / 1000)), query_id: 'AAHdF6IQAAAAAN0XohDhrOrc' },
    DEV_BOT_TOKEN,
  )
  const handlerOf = (edit?: (app: AppData) => void) =>
    createRestHandler({
      store: createMemoryStore(edit ? editedCopy(initial, edit) : initial),
      files: createMemoryFileStorage(),
      botToken: DEV_BOT_TOKEN,
      now: () => EXAMPLE_NOW,
    })
  let token: string | null = null
  const run = async (
    name: OperationName,
    input: unknown,
    signedIn: boolean,
    setup: Spec<OperationName>['setup'] = {},
    edit?: Spec<OperationName>['edit'],
  ) => {
    const handle = handlerOf(edit)
    const requestOf = (op: OperationName, data: unknown) =>
      buildRequest(routes[op], data, { baseUrl: 'http://localhost/api', appKey: 'demo', token: () => (signedIn ? token : null) })
    for (const [op, data] of Object.entries(setup) as [OperationName, unknown][]) {
      const done = (await handle(requestOf(op, data))) as Response
      if (!done.ok) throw new Error(`The example of ${name}: its setup ${op} answered ${String(done.status)}: ${await done.text()}`)
    }
    const request = requestOf(name, input)
    const sent =
      request.method === 'GET' || request.headers.get('content-type') !== 'application/json' ? undefined : await request.clone().text()
    const response = (await handle(request)) as Response
    const text = await response.text()
    const expected = routes[name].status ?? 200
    if (response.status !== expected)
      throw new Error(`The example of ${name} answered ${String(response.status)}, not ${String(expected)}: ${text}`)
    return { ...(sent ? { request: JSON.parse(sent) as unknown } : {}), ...(text ? { response: JSON.parse(text) as unknown } : {}) }
  }
  const auth = await run('auth', { initData: launchData }, false)
  token = (auth.response as { data: { token: string } }).data.token
  const examples = { auth } as Record<OperationName, Example>
  for (const [name, spec] of Object.entries(specs) as [OperationName, Spec<OperationName>][]) {
    if (name !== 'auth') examples[name] = await run(name, spec.input, spec.as !== 'anonymous', spec.setup, spec.edit)
  }
  return examples
}

/** How many records a list in an answer's example shows. */
const LISTED = 2

/**
 * An answer as its example shows it: every list of records cut to its first two (a category's
 * links, an order call's whole list, the statistics' items), so the document stays readable and
 * small. Still an answer of its schema; `meta.total` keeps the real count.
 */
export function abridged(answer: unknown): unknown {
  if (Array.isArray(answer)) {
    const records = answer.length > LISTED && answer.every((item) => item !== null && typeof item === 'object')
    return (records ? answer.slice(0, LISTED) : answer).map(abridged)
  }
  if (answer === null || typeof answer !== 'object') return answer
  return Object.fromEntries(Object.entries(answer).map(([key, value]) => [key, abridged(value)]))
}

/** The demo hub with what `edit` adds (a copy: the other examples start from it as it is). */
function editedCopy(data: Data, edit: (app: AppData) => void): Data {
  const copy = structuredClone(data)
  if (copy.apps.demo) edit(copy.apps.demo)
  return copy
}
