import { emptyAppData } from './empty'
import { link, seeder } from './seed-builder'
import type { AppData } from './store'

/** «Ход конём», a board-game club whose hub is for subscribers of its channel only (visitors 1 and 3 are). */
export function seedClub(): AppData {
  const app = emptyAppData('Клуб настольных игр «Ход конём»')
  app.navigation.subscriptionChannelUrl = 'https://t.me/club_channel'
  app.navigation.subscriptionRequired = true
  app.navigation.subscriberIds = [1, 3]
  const s = seeder(app)

  const games = s.file('image', 'category-games.svg').id
  const board = s.file('image', 'material-board.svg').id
  const banner = s.file('image', 'banner-meetup.svg').id
  const dice = s.file('icon', 'icon-dice.svg').id
  const calendar = s.file('icon', 'icon-calendar.svg').id

  const rules = s.material({
    title: 'Правила «Каркассона» за 5 минут',
    displayType: 'large',
    imageId: board,
    description: 'Короткий конспект правил с примерами подсчёта очков.',
    links: [link.external('https://club-hod-konem.example/rules/carcassonne')],
  })
  const evenings = s.material({
    title: 'Расписание игровых вечеров',
    displayType: 'icon',
    iconId: calendar,
    links: [link.external('https://club-hod-konem.example/schedule')],
  })

  s.category({
    title: 'Игротека',
    roadType: 'material',
    displayType: 'small_bg',
    imageId: games,
    iconId: dice,
    materialIds: [rules.id, evenings.id],
  })
  s.category({ title: 'Чат клуба', roadType: 'link', displayType: 'no_bg', iconId: dice, links: [link.external('https://t.me/club_chat')] })

  s.banner({ imageId: banner, links: [link.external('https://t.me/club_channel')] })
  s.theme({ type: 'light', backgroundColor: '#b45309', textColor: '#ffffff' })
  s.admin({ telegramId: 1, name: 'Игорь Ладьин', username: 'igor_club', email: null })
  return app
}
