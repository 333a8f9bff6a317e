import { plural } from '@/i18n/plural'
import type { Message, MessageParams } from '@/i18n/translate'

/** What a popup holds, counted in words and without the parts it has none of: «2 текста · 3 кнопки», “1 text · 2 link lists”. */
export const partsOf =
  (counted: readonly [name: string, word: (params: MessageParams) => string][], none: string): Message =>
  (params) =>
    counted
      .filter(([name]) => Number(params[name]) > 0)
      .map(([name, word]) => word({ count: Number(params[name]) }))
      .join(' · ') || none

/** Texts of the popup screens and of the button and link-list editors (also used by the floating button screen). */
export const ru = {
  'list.title': 'Попапы',
  'list.create': 'Новый попап',
  'list.search': 'Поиск по названию',
  'list.loading': 'Загрузка попапов…',
  'list.deleteMany':
    'Попапы, которые открывают ссылки, удалены не будут. Тексты, кнопки и списки ссылок удалённых попапов, которых нет в других попапах, удалятся вместе с ними.',
  'delete.checking': 'Проверяем, что открывает попап…',
  'delete.checkFailed': 'Не удалось проверить, что открывает попап. Если его открывают ссылки, удаление будет отклонено.',
  'delete.unused': 'Попап ничто не открывает. Его тексты, кнопки и списки ссылок, которых нет в других попапах, удалятся вместе с ним.',
  'delete.used': 'Попап открывают:',
  'delete.inCategories': 'категории {titles}',
  'delete.inSections': 'разделы {titles}',
  'delete.inMaterials': 'материалы {titles}',
  'delete.inButtons': 'кнопки {titles}',
  'delete.banner': 'баннер {title}',
  'delete.bannerAt': '{n}-й баннер карусели',
  'delete.refused': 'Пока они на него ссылаются, удалить его нельзя: сначала поменяйте в них ссылку.',
  'list.untitled': 'без заголовка',
  'list.empty': 'Попапов пока нет',
  'list.emptyText': 'Попап открывается ссылкой типа «попап» у категории, материала, баннера или кнопки.',
  'list.parts': partsOf(
    [
      ['texts', plural('ru', 'count', { one: '# текст', few: '# текста', many: '# текстов', other: '# текста' })],
      ['buttons', plural('ru', 'count', { one: '# кнопка', few: '# кнопки', many: '# кнопок', other: '# кнопки' })],
      [
        'lists',
        plural('ru', 'count', { one: '# список ссылок', few: '# списка ссылок', many: '# списков ссылок', other: '# списка ссылок' }),
      ],
    ],
    'Пока пустой',
  ),
  'create.title': 'Новый попап',
  'edit.title': 'Попап «{name}»',
  'edit.loadFailed': 'Попап не загрузился',
  'form.label': 'Попап',
  'form.created': 'Попап создан',
  'form.main': 'Попап',
  'form.name': 'Название',
  'form.nameHint': 'Видно только в админке: по нему попап выбирают в ссылках',
  'form.title': 'Заголовок',
  'form.cover': 'Обложка',
  'texts.section': 'Тексты',
  'texts.item': 'Текст {n}',
  'texts.add': 'Добавить абзац',
  'texts.addBullets': 'Добавить список пунктов',
  'texts.remove': 'Удалить текст {n}',
  'texts.kind': 'Вид',
  'texts.plain': 'Абзац',
  'texts.bullets': 'Список',
  'texts.text': 'Текст',
  'texts.items': 'Пункты',
  'texts.bullet': 'Пункт {n}',
  'texts.addBullet': 'Добавить пункт',
  'texts.removeBullet': 'Удалить пункт {n}',
  'texts.none': 'Текстов нет',
  'buttons.section': 'Кнопки',
  'buttons.item': 'Кнопка {n}',
  'buttons.add': 'Добавить кнопку',
  'buttons.remove': 'Удалить кнопку {n}',
  'buttons.none': 'Кнопок нет',
  'lists.section': 'Списки ссылок',
  'lists.item': 'Список {n}',
  'lists.add': 'Добавить список',
  'lists.remove': 'Удалить список {n}',
  'lists.none': 'Списков нет',
  'list.titleField': 'Заголовок списка',
  'list.type': 'Что в списке',
  'list.materials': 'Материалы',
  'list.local': 'Свои ссылки',
  'list.materialIds': 'Материалы списка',
  'list.localLinks': 'Ссылки',
  'local.item': 'Ссылка {n}',
  'local.title': 'Название',
  'local.url': 'Адрес',
  'local.urlHint': 'Только http, https и tg',
  'local.icon': 'Иконка',
  'local.add': 'Добавить ссылку',
  'local.none': 'Ссылок нет',
  'local.remove': 'Удалить ссылку {n}',
  shared: 'Есть и в других попапах ({names}): изменения будут видны и там.',
  'preview.empty': 'Добавьте заголовок, текст, список или кнопку: здесь появится попап.',
  'preview.newTab': 'откроется в новой вкладке',
  'preview.hidden': 'Не показано здесь: {count}. Посетители этого пока не видят: выключено или время показа ещё не пришло.',
  'save.part.text': 'текст {n}',
  'save.part.button': 'кнопка {n}',
  'save.part.linkList': 'список ссылок {n}',
  'save.part.popup': 'сам попап',
  'save.failed': 'Ошибка на шаге «{part}»: {reason}. Всё, что успело сохраниться, отменено: попап остался как был.',
  'save.leftovers': 'Не удалось отменить: {parts}. Проверьте их вручную.',
  'save.cleanupFailed': 'Попап сохранён, но убранные части не удалились: {reason}',
} satisfies Record<string, Message>

export type PopupsMessageKey = keyof typeof ru
