import type { AuditResource } from '@/api/contract/audit-resource'
import type { Message, MessageParams } from '@/i18n/translate'
import { useMessages } from '@/i18n/use-t'

type Gender = 'm' | 'f' | 'n' | 'pl'

/** The grammatical gender of each kind of record's Russian noun (категория, раздел, настройки...): the entry's participle agrees with it. */
const RU_GENDER: Record<AuditResource, Gender> = {
  categories: 'f',
  sections: 'm',
  materials: 'm',
  texts: 'm',
  popups: 'm',
  buttons: 'f',
  linkLists: 'm',
  banners: 'm',
  themes: 'f',
  admins: 'm',
  files: 'm',
  navigation: 'pl',
  campaigns: 'f',
  stats: 'f',
  welcomeGate: 'n',
}

/** A Russian participle in the form the entry's record takes (`params.resource`): «Категория … · изменена», «Раздел … · изменён». */
const agreeing =
  (forms: Record<Gender, string>): Message =>
  (params: MessageParams) =>
    forms[(RU_GENDER as Partial<Record<string, Gender>>)[String(params.resource)] ?? 'm']

/**
 * History's texts (its own chunk: the screen and the edit screens' panel). An entry reads as a line
 * without a verb, `{record} · {done} · {who}`: «Категория «Курсы» · изменена · Анна Смирнова», so
 * no case form is glued to a noun and nothing guesses the admin's gender.
 */
const ru = {
  title: 'История изменений',
  list: 'Изменения, сначала новые',
  filters: 'Фильтры',
  resource: 'Что',
  'resource.all': 'Всё',
  record: 'Запись',
  'record.all': 'Все записи',
  user: 'Кто',
  'user.all': 'Все администраторы',
  'user.former': '{name} (больше не администратор)',
  'user.formerId': 'Бывший администратор, id {id}',
  reset: 'Сбросить фильтры',
  empty: 'Изменений нет',
  emptyFiltered: 'Под эти фильтры изменений нет',
  emptyText: 'Здесь появится каждое изменение, сделанное в админке.',
  loadFailed: 'История не загрузилась',
  unavailable: 'История изменений недоступна: этот сервер её не ведёт. Сохранение работает как обычно.',
  line: '{record} · {done} · {who}',
  'done.create': agreeing({ m: 'создан', f: 'создана', n: 'создано', pl: 'созданы' }),
  'done.update': agreeing({ m: 'изменён', f: 'изменена', n: 'изменено', pl: 'изменены' }),
  'done.delete': agreeing({ m: 'удалён', f: 'удалена', n: 'удалено', pl: 'удалены' }),
  'done.restore': agreeing({ m: 'восстановлен', f: 'восстановлена', n: 'восстановлено', pl: 'восстановлены' }),
  'done.order': 'изменён',
  'done.import': agreeing({
    m: 'импортирован',
    f: 'импортирована',
    n: 'импортировано',
    pl: 'импортированы',
  }),
  field: 'Поле',
  before: 'Было',
  after: 'Стало',
  noFields: 'Поля не изменились.',
  related: 'Заодно изменено: {records}',
  restore: 'Вернуть',
  restoreLabel: 'Вернуть как было до этого изменения',
  restoreTitle: 'Вернуть версию до этого изменения?',
  restoreText: 'Запись станет такой, какой была до этого изменения. Возврат тоже попадёт в историю, и его можно будет отменить.',
  restoreConfirm: 'Вернуть',
  restored: 'Версия возвращена',
  restoreFailed: 'Не удалось вернуть: {reason}',
  panel: 'История',
  panelAll: 'Вся история этой записи',
  retry: 'Повторить',
  settings: 'настройки хаба',
  stats: 'статистика',
  today: 'Сегодня',
  yesterday: 'Вчера',
  'value.record': 'запись № {id}',
  'value.gone': 'удалённая запись № {id}',
  'value.file': 'загруженный файл',
  'value.fileGone': 'удалённый файл',
  'value.home': 'главная хаба',
  'value.noLink': 'без ссылки',
} satisfies Record<string, Message>

export type HistoryMessageKey = keyof typeof ru

const en: Record<HistoryMessageKey, Message> = {
  title: 'Change history',
  list: 'Changes, newest first',
  filters: 'Filters',
  resource: 'What',
  'resource.all': 'Everything',
  record: 'Record',
  'record.all': 'All records',
  user: 'Who',
  'user.all': 'All admins',
  'user.former': '{name} (no longer an admin)',
  'user.formerId': 'Former admin, id {id}',
  reset: 'Clear filters',
  empty: 'No changes',
  emptyFiltered: 'No changes match these filters',
  emptyText: 'Every change made in the admin will show here.',
  loadFailed: 'The history did not load',
  unavailable: 'Change history is not available: this server does not keep it. Saving works as usual.',
  line: '{record} · {done} · {who}',
  'done.create': 'created',
  'done.update': 'changed',
  'done.delete': 'deleted',
  'done.restore': 'restored',
  'done.order': 'changed',
  'done.import': 'imported',
  field: 'Field',
  before: 'Before',
  after: 'After',
  noFields: 'No field changed.',
  related: 'Also changed: {records}',
  restore: 'Restore',
  restoreLabel: 'Restore as it was before this change',
  restoreTitle: 'Restore the version before this change?',
  restoreText: 'The record becomes what it was before this change. The restore is recorded too, and can be undone.',
  restoreConfirm: 'Restore',
  restored: 'Version restored',
  restoreFailed: 'Could not restore: {reason}',
  panel: 'History',
  panelAll: 'All history of this record',
  retry: 'Retry',
  settings: 'hub settings',
  stats: 'statistics',
  today: 'Today',
  yesterday: 'Yesterday',
  'value.record': 'record no. {id}',
  'value.gone': 'deleted record no. {id}',
  'value.file': 'an uploaded file',
  'value.fileGone': 'a deleted file',
  'value.home': 'the hub’s home',
  'value.noLink': 'no link',
}

export const historyCatalogs = { ru, en }
export const useHistoryT = () => useMessages(historyCatalogs)
