import { addDays, utcDay } from '@/api/contract/plain/utc-days'
import { emptyAppData } from './empty'
import { link, seeder, seedRows } from './seed-builder'
import { seedOpens } from './seed-opens'
import { seedVisits } from './seed-visits'
import type { AppData, MaterialRecord } from './store'

const SITE = 'https://kod-school.example'

type MaterialRow = [
  title: string,
  displayType: MaterialRecord['displayType'],
  imageId: number | null,
  iconId: number | null,
  description: string | null,
  url: string | null,
]
type LinkCategoryRow = [title: string, iconId: number | null, url: string, isActive?: boolean]

/** «Код», an online coding school's hub: every display type, road type and popup part in use. */
export function seedDemo(today: Date): AppData {
  const app = emptyAppData('Школа «Код»')
  app.navigation.botUsername = 'kod_school_bot'
  app.navigation.appShortName = 'hub'
  const s = seeder(app)
  /** 09:00 in Moscow, `days` after the seed day: schedules are laid out around it. */
  const morning = (days: number) => `${addDays(utcDay(today), days)}T06:00:00.000Z`

  const image = (name: string) => s.file('image', `${name}.svg`).id
  const icon = (name: string) => s.file('icon', `icon-${name}.svg`).id
  const img = {
    bannerCourses: image('banner-courses'),
    bannerMeetup: image('banner-meetup'),
    bannerArchive: image('banner-archive'),
    courses: image('category-courses'),
    community: image('category-community'),
    video: image('category-video'),
    start: image('category-start'),
    welcome: image('popup-welcome'),
    design: image('popup-design'),
    js: image('material-js'),
    python: image('material-python'),
    git: image('material-git'),
    designCourse: image('material-design'),
    career: image('material-career'),
    webinar: image('material-webinar'),
  }
  const ico = {
    book: icon('book'),
    chat: icon('chat'),
    calendar: icon('calendar'),
    play: icon('play'),
    globe: icon('globe'),
    star: icon('star'),
    send: icon('send'),
    code: icon('code'),
    terminal: icon('terminal'),
    rocket: icon('rocket'),
    people: icon('people'),
  }

  // The materials, in id order: title, display type, image, icon, description, the one external link.
  const material = ([title, displayType, imageId, iconId, description, url]: MaterialRow) =>
    s.material({ title, displayType, imageId, iconId, description, links: url ? [link.external(url)] : [] })
  const { js, python, git, design, terminal, chatFront, chatBack, chatDesign, interview, react, career, archive } = seedRows(
    {
      js: [
        'Основы JavaScript',
        'large',
        img.js,
        ico.code,
        '12 уроков: от переменных до асинхронности. Практика прямо в браузере.',
        'https://developer.mozilla.org/ru/docs/Learn/JavaScript',
      ],
      python: [
        'Python с нуля',
        'large',
        img.python,
        null,
        'Синтаксис, функции, работа с файлами и ваш первый телеграм-бот.',
        'https://docs.python.org/3/tutorial/',
      ],
      git: [
        'Git за один вечер',
        'small',
        img.git,
        null,
        'Коммиты, ветки и пул-реквесты на живых примерах.',
        'https://git-scm.com/book/ru/v2',
      ],
      design: [
        'Дизайн интерфейсов',
        'small',
        img.designCourse,
        null,
        'Сетки, типографика и прототипы. Шесть недель — три проекта в портфолио.',
        null,
      ],
      terminal: [
        'Шпаргалка по терминалу',
        'icon',
        null,
        ico.terminal,
        '30 команд, которые пригодятся каждый день.',
        `${SITE}/cheatsheets/terminal`,
      ],
      chatFront: ['Чат фронтендеров', 'icon', null, ico.chat, null, 'https://t.me/kod_frontend'],
      chatBack: ['Чат бэкендеров', 'icon', null, ico.chat, null, 'https://t.me/kod_backend'],
      chatDesign: ['Чат дизайнеров', 'icon', null, ico.chat, null, 'https://t.me/kod_design'],
      interview: [
        'Вебинар «Как пройти собеседование»',
        'large',
        img.webinar,
        null,
        'Четверг, 19:00 МСК. Разбираем реальные задачи с интервью.',
        `${SITE}/webinars/interview`,
      ],
      react: [
        'Воркшоп по React',
        'small',
        img.webinar,
        null,
        'Суббота, 12:00 МСК. Пишем приложение вместе с наставником.',
        `${SITE}/webinars/react`,
      ],
      career: [
        'Карьерная консультация',
        'small',
        img.career,
        null,
        'Полчаса с карьерным консультантом: резюме, портфолио, первые отклики.',
        null,
      ],
      archive: ['Архив вебинаров 2024', 'icon', null, ico.play, null, `${SITE}/webinars/archive`],
    },
    material,
  )
  // Published a week after the seed day: the materials list shows it as scheduled, visitors get it then.
  archive.visibleFrom = morning(7)

  const chats = s.section({ title: 'Чаты по направлениям', roadType: 'material', materialIds: [chatFront.id, chatBack.id, chatDesign.id] })
  const forum = s.section({ title: 'Форум выпускников', roadType: 'link', order: 1, links: [link.external(`${SITE}/forum`)] })
  const webinars = s.section({ title: 'Ближайшие вебинары', roadType: 'material', materialIds: [interview.id, react.id, career.id] })
  const calendar = s.section({ title: 'Календарь событий', roadType: 'link', order: 1, links: [link.external(`${SITE}/calendar`)] })

  const designAbout = s.plainText(
    'left',
    'Дизайн — это не только красота, но и удобство. За шесть недель вы соберёте портфолио из трёх проектов и научитесь защищать свои решения.',
  )
  const welcomeText = s.plainText('center', 'Рады видеть вас в сообществе «Код»! Вот что поможет освоиться в первые дни.')
  const firstSteps = s.bulletText('left', [
    'Выберите курс в разделе «Курсы»',
    'Представьтесь в чате своего направления',
    'Загляните в расписание вебинаров',
  ])
  const designPerks = s.bulletText('center', ['Живые разборы работ', 'Обратная связь от наставника', 'Сертификат по окончании'])

  s.button({ text: 'Написать куратору', background: '#2481cc', isToMain: true, links: [link.external('https://t.me/kod_curator')] })
  s.button({ text: 'Старое меню', background: '#8e8e93', isToMain: true, isActive: false, links: [link.internal('/')] })
  const enroll = s.button({ text: 'Записаться на курс', background: '#188038', links: [link.external(`${SITE}/enroll`)] })
  const later = s.button({ text: 'Посмотрю позже', background: '#e5e5ea', color: '#000000', links: [link.internal('/')] })
  const oldPromo = s.button({ text: 'Весенняя акция', background: '#ff3b30', isActive: false, links: [link.external(`${SITE}/spring`)] })
  const portfolio = s.button({ text: 'Смотреть работы студентов', background: '#af52de', links: [link.external(`${SITE}/portfolio`)] })

  const startList = s.linkList({ title: 'С чего начать', type: 'materials', materialIds: [js.id, git.id, terminal.id, archive.id] })
  const socials = s.linkList({
    title: 'Мы в соцсетях',
    titleAlign: 'center',
    type: 'local',
    localLinks: [
      s.localLink('Телеграм-канал', 'https://t.me/kod_school', ico.send),
      s.localLink('YouTube', 'https://youtube.com/@kod_school', ico.play),
      s.localLink('Сайт школы', SITE, ico.globe),
      s.localLink('GitHub', 'https://github.com/kod-school', ico.code),
    ],
  })

  const welcome = s.popup({
    name: 'Приветствие новичков',
    title: 'Добро пожаловать в «Код»!',
    titleAlign: 'center',
    imageId: img.welcome,
    textIds: [welcomeText.id, firstSteps.id],
    buttonIds: [enroll.id, later.id, oldPromo.id],
    linkListIds: [startList.id, socials.id],
  })
  const designPopup = s.popup({
    name: 'Курс по дизайну',
    title: 'Дизайн интерфейсов',
    imageId: img.design,
    textIds: [designAbout.id, designPerks.id],
    buttonIds: [portfolio.id, enroll.id],
    linkListIds: [socials.id],
  })
  design.links = [link.popup(designPopup.id)]

  /** Plain categories (no background) that open one external link: title, icon, link, and whether active. */
  const linkCategories = (parentId: number | null, rows: LinkCategoryRow[]) => {
    for (const [title, iconId, url, isActive = true] of rows) {
      s.category({ title, parentId, roadType: 'link', displayType: 'no_bg', iconId, isActive, links: [link.external(url)] })
    }
  }
  const courses = s.category({
    title: 'Курсы',
    roadType: 'material',
    displayType: 'small_bg',
    imageId: img.courses,
    iconId: ico.book,
    description: 'Программирование и дизайн: с нуля до первой работы.',
    materialIds: [js.id, python.id, git.id, design.id, terminal.id],
  })
  const community = s.category({
    title: 'Сообщество',
    roadType: 'subcategories',
    displayType: 'large_bg',
    imageId: img.community,
    iconId: ico.people,
    description: 'Чаты, новости и клуб выпускников. Общаемся, помогаем, растём вместе.',
    descriptionAlign: 'center',
  })
  s.category({
    title: 'Чаты и форум',
    parentId: community.id,
    roadType: 'section',
    displayType: 'no_bg',
    iconId: ico.chat,
    sectionIds: [chats.id, forum.id],
  })
  linkCategories(community.id, [
    ['Новости школы', ico.send, 'https://t.me/kod_school'],
    ['Клуб выпускников', ico.star, 'https://t.me/+Kd9fQz2LrT0xYjVi'],
    ['Старый чат потока', null, 'https://t.me/kod_stream_2023', false],
  ])
  const schedule = s.category({
    title: 'Расписание',
    roadType: 'section',
    displayType: 'no_bg',
    iconId: ico.calendar,
    sectionDisplayType: 'filter',
    sectionIds: [webinars.id, calendar.id],
  })
  s.category({
    title: 'Знакомство со школой',
    roadType: 'video',
    displayType: 'image',
    imageId: img.video,
    iconId: ico.play,
    video: '/seed/intro.mp4',
  })
  s.category({
    title: 'С чего начать',
    roadType: 'link',
    displayType: 'image',
    imageId: img.start,
    iconId: ico.rocket,
    links: [link.popup(welcome.id)],
  })
  linkCategories(null, [
    ['Сайт школы', ico.globe, SITE],
    ['Бот поддержки', ico.chat, 'https://t.me/kod_support_bot'],
  ])
  s.category({ title: 'Летний интенсив', roadType: 'material', displayType: 'no_bg', isActive: false, materialIds: [react.id] })
  career.links = [link.internal(`/category/${String(schedule.id)}`)]

  s.banner({ imageId: img.bannerCourses, links: [link.internal(`/category/${String(courses.id)}`)] })
  s.banner({ imageId: img.bannerMeetup, links: [link.popup(welcome.id)] })
  // A promotion whose window is over (and which was switched off too): the banners list shows it as ended.
  s.banner({
    imageId: img.bannerArchive,
    isActive: false,
    visibleFrom: morning(-30),
    visibleUntil: morning(-2),
    links: [link.external(`${SITE}/webinars/archive`)],
  })

  s.theme({ type: 'light', backgroundColor: '#2481cc', textColor: '#ffffff' })
  s.theme({ type: 'dark', backgroundColor: '#8774e1', textColor: '#ffffff' })

  s.admin({ telegramId: 1, name: 'Анна Смирнова', username: 'anna_kod', email: 'anna@kod-school.example' })

  // Issue 26: the owner's campaign links, one archived after a spring promotion.
  s.campaign({ title: 'Пост ВКонтакте 12 ноября', code: 'VkPost12', target: 'category', targetId: courses.id })
  s.campaign({ title: 'Закреп в канале', code: 'ChanPin1' })
  s.campaign({ title: 'Рассылка: вебинары', code: 'MailWeb1', target: 'section', targetId: webinars.id })
  s.campaign({ title: 'Весенняя акция', code: 'Spring25', archived: true })
  seedOpens(app, today)
  seedVisits(app, today)
  return app
}
