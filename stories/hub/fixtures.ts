import type { Banner } from '@/api/contract/banners'
import type { Button } from '@/api/contract/buttons'
import type { Category } from '@/api/contract/categories'
import type { FileRecord } from '@/api/contract/common'
import type { LinkList } from '@/api/contract/link-lists'
import type { Material } from '@/api/contract/materials'
import type { LinkSet, Popup } from '@/api/contract/popups'
import type { Section } from '@/api/contract/sections'

/** Visitor-read shapes for component stories (screens use the real mock API instead). */
let nextFileId = 1
export const seedFile = (name: string, type: 'image' | 'icon' = 'image'): FileRecord => ({
  id: nextFileId++,
  url: `/seed/${name}.svg`,
  originalName: `${name}.svg`,
  type,
})

export const external = (url: string): LinkSet => ({ linkType: 'external', internalUrl: null, externalUrl: url, popupId: null })
const internal = (path: string): LinkSet => ({ linkType: 'internal', internalUrl: path, externalUrl: null, popupId: null })
const popupLink = (popup: Popup): LinkSet => ({ linkType: 'popup', internalUrl: null, externalUrl: null, popupId: popup.id, popup })

export function material(overrides: Partial<Material> & Pick<Material, 'id' | 'title'>): Material {
  return {
    description: null,
    isActive: true,
    displayType: 'icon',
    imageId: null,
    image: null,
    iconId: null,
    icon: null,
    links: [external('https://kod-school.example')],
    ...overrides,
  }
}

export const materials = {
  js: material({
    id: 1,
    title: 'Основы JavaScript',
    displayType: 'large',
    image: seedFile('material-js'),
    description: '12 уроков: от переменных до асинхронности. Практика прямо в браузере.',
  }),
  git: material({
    id: 2,
    title: 'Git за один вечер',
    displayType: 'small',
    image: seedFile('material-git'),
    description: 'Коммиты, ветки и пул-реквесты на живых примерах.',
  }),
  career: material({
    id: 3,
    title: 'Карьерная консультация',
    displayType: 'small',
    image: seedFile('material-career'),
    description: 'Полчаса с карьерным консультантом.',
    links: [],
  }),
  terminal: material({ id: 4, title: 'Шпаргалка по терминалу', displayType: 'icon', icon: seedFile('icon-terminal', 'icon') }),
  chatFront: material({
    id: 5,
    title: 'Чат фронтендеров',
    displayType: 'icon',
    icon: seedFile('icon-chat', 'icon'),
    links: [external('https://t.me/kod_frontend')],
  }),
  chatBack: material({
    id: 6,
    title: 'Чат бэкендеров',
    displayType: 'icon',
    icon: seedFile('icon-chat', 'icon'),
    links: [external('https://t.me/kod_backend')],
  }),
  noIcon: material({ id: 7, title: 'Без иконки', displayType: 'icon' }),
  python: material({
    id: 8,
    title: 'Python с нуля',
    displayType: 'large',
    image: seedFile('material-python'),
    description: 'Синтаксис, функции и ваш первый телеграм-бот.',
  }),
}

export function button(overrides: Partial<Button> & Pick<Button, 'id' | 'text'>): Button {
  return {
    background: '#2481cc',
    color: '#ffffff',
    isActive: true,
    isToMain: false,
    links: [external('https://kod-school.example')],
    ...overrides,
  }
}

const startList: LinkList = {
  id: 1,
  title: 'С чего начать',
  titleAlign: 'left',
  type: 'materials',
  materialIds: [1, 2, 4],
  localLinks: [],
  materials: [materials.js, materials.git, materials.terminal],
}
const socials: LinkList = {
  id: 2,
  title: 'Мы в соцсетях',
  titleAlign: 'center',
  type: 'local',
  materialIds: [],
  localLinks: [
    { id: 1, title: 'Телеграм-канал', url: 'https://t.me/kod_school', iconId: 1, icon: seedFile('icon-send', 'icon') },
    { id: 2, title: 'YouTube', url: 'https://youtube.com/@kod_school', iconId: 2, icon: seedFile('icon-play', 'icon') },
    { id: 3, title: 'Сайт школы', url: 'https://kod-school.example', iconId: null, icon: null },
  ],
}

/** A popup with every part: cover, centred title, plain and bullet texts, both list types, buttons. */
export const welcomePopup: Popup = {
  id: 1,
  name: 'Приветствие новичков',
  title: 'Добро пожаловать в «Код»!',
  titleAlign: 'center',
  imageId: 1,
  image: seedFile('popup-welcome'),
  textIds: [1, 2],
  buttonIds: [1, 2],
  linkListIds: [1, 2],
  texts: [
    {
      id: 1,
      alignmentType: 'center',
      kind: 'plain',
      text: 'Рады видеть вас в сообществе «Код»! Вот что поможет освоиться в первые дни.',
      items: [],
    },
    {
      id: 2,
      alignmentType: 'left',
      kind: 'bullets',
      text: null,
      items: [
        { id: 1, value: 'Выберите курс в разделе «Курсы»', order: 0 },
        { id: 2, value: 'Представьтесь в чате своего направления', order: 1 },
        { id: 3, value: 'Загляните в расписание вебинаров', order: 2 },
      ],
    },
  ],
  buttons: [
    button({ id: 1, text: 'Записаться на курс', background: '#34c759' }),
    button({ id: 2, text: 'Посмотрю позже', background: '#e5e5ea', color: '#000000', links: [internal('/')] }),
  ],
  linkLists: [startList, socials],
}

export const plainPopup: Popup = {
  id: 2,
  name: 'Курс по дизайну',
  title: 'Дизайн интерфейсов',
  titleAlign: 'left',
  imageId: null,
  image: null,
  textIds: [3],
  buttonIds: [],
  linkListIds: [],
  texts: [
    {
      id: 3,
      alignmentType: 'left',
      kind: 'plain',
      text: 'Сетки, типографика и прототипы. Шесть недель — три проекта в портфолио.',
      items: [],
    },
    {
      id: 4,
      alignmentType: 'center',
      kind: 'bullets',
      text: null,
      items: [
        { id: 4, value: 'Живые разборы работ', order: 0 },
        { id: 5, value: 'Сертификат по окончании', order: 1 },
      ],
    },
  ],
  buttons: [button({ id: 3, text: 'Смотреть работы студентов', background: '#af52de' })],
  linkLists: [],
}

export function section(overrides: Partial<Section> & Pick<Section, 'id' | 'title'>): Section {
  return { order: 0, roadType: 'material', materialIds: [], links: [], materials: [], ...overrides }
}

export const sections = [
  section({ id: 1, title: 'Чаты по направлениям', materialIds: [5, 6] }),
  section({ id: 2, title: 'Форум выпускников', roadType: 'link', links: [external('https://kod-school.example/forum')] }),
]

export function category(overrides: Partial<Category> & Pick<Category, 'id' | 'title'>): Category {
  return {
    isActive: true,
    description: null,
    descriptionAlign: 'left',
    iconId: null,
    icon: null,
    imageId: null,
    image: null,
    video: null,
    order: 0,
    parentId: null,
    roadType: 'material',
    displayType: 'no_bg',
    sectionDisplayType: 'list',
    materialIds: [],
    sectionIds: [],
    subcategoryIds: [],
    links: [],
    ...overrides,
  }
}

export const categories = {
  smallBg: category({
    id: 1,
    title: 'Курсы',
    displayType: 'small_bg',
    image: seedFile('category-courses'),
    icon: seedFile('icon-book', 'icon'),
    description: 'Программирование и дизайн: с нуля до первой работы.',
  }),
  largeBg: category({
    id: 2,
    title: 'Сообщество',
    roadType: 'subcategories',
    displayType: 'large_bg',
    image: seedFile('category-community'),
    description: 'Чаты, новости и клуб выпускников.',
    descriptionAlign: 'center',
  }),
  noBg: category({
    id: 3,
    title: 'Расписание',
    roadType: 'section',
    icon: seedFile('icon-calendar', 'icon'),
    description: 'Вебинары и события.',
  }),
  image: category({
    id: 4,
    title: 'С чего начать',
    roadType: 'link',
    displayType: 'image',
    image: seedFile('category-start'),
    links: [popupLink(welcomePopup)],
  }),
  video: category({
    id: 5,
    title: 'Знакомство со школой',
    roadType: 'video',
    displayType: 'image',
    image: seedFile('category-video'),
    video: '/seed/intro.mp4',
  }),
  videoNoBg: category({
    id: 6,
    title: 'Видео-экскурсия',
    roadType: 'video',
    icon: seedFile('icon-play', 'icon'),
    video: '/seed/intro.mp4',
  }),
  privateLink: category({
    id: 7,
    title: 'Клуб выпускников',
    roadType: 'link',
    icon: seedFile('icon-star', 'icon'),
    links: [external('https://t.me/+Kd9fQz2LrT0xYjVi')],
  }),
  plainNoIcon: category({ id: 8, title: 'Сайт школы', roadType: 'link', links: [external('https://kod-school.example')] }),
}

export const banners: Banner[] = [
  { id: 1, isActive: true, imageId: 1, image: seedFile('banner-courses'), links: [internal('/category/1')] },
  { id: 2, isActive: true, imageId: 2, image: seedFile('banner-meetup'), links: [popupLink(welcomePopup)] },
  { id: 3, isActive: true, imageId: 3, image: seedFile('banner-archive'), links: [] },
]
