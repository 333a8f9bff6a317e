import { readFieldMessage, type FieldMessageKey } from '@/api/contract/plain/field-messages'
import { plural } from '@/i18n/plural'
import { formatMessage, type Message, type MessageParams } from '@/i18n/translate'
import type { Language } from '@/session/session-atoms'

/**
 * Every field message of the contract (src/api/contract/plain/field-messages.ts) as the admin reads
 * it: the form's own checks and a 422's `errors` carry the contract's English text, worded here by
 * its key in the admin's language. Values the English names (`{expected}`, `{type}`) are worded too.
 */
const ru = {
  required: 'Обязательное поле',
  invalid: 'Значение не подходит',
  expectedType: 'Нужно {expected}, а не {received}',
  stringTooShort: plural('ru', 'minimum', { one: 'Не короче # символа', other: 'Не короче # символов' }),
  stringTooLong: plural('ru', 'maximum', { one: 'Не длиннее # символа', other: 'Не длиннее # символов' }),
  numberTooSmall: 'Не меньше {minimum}',
  numberTooBig: 'Не больше {maximum}',
  numberNotAbove: 'Должно быть больше {minimum}',
  numberNotBelow: 'Должно быть меньше {maximum}',
  arrayTooShort: plural('ru', 'minimum', {
    one: 'Нужен хотя бы # элемент',
    few: 'Нужно хотя бы # элемента',
    other: 'Нужно хотя бы # элементов',
  }),
  arrayTooLong: plural('ru', 'maximum', { one: 'Не больше # элемента', other: 'Не больше # элементов' }),
  invalidOption: 'Выберите один из вариантов',
  unknownKeys: 'В данных есть лишние поля',
  invalidUrl: 'Адрес введён с ошибкой',
  unsafeScheme: 'Подходят только ссылки http, https и tg',
  webOrSitePath: 'Нужна ссылка http или https либо путь на этом сайте (/…)',
  telegramUsername: 'Ник в Telegram — от 5 до 32 латинских букв, цифр и _',
  telegramId: 'ID в Telegram — целое положительное число',
  invalidColor: 'Цвет — это # и 6 шестнадцатеричных цифр, например #2481cc',
  materialsRequired: 'Выберите хотя бы один материал',
  localLinksRequired: 'Добавьте хотя бы одну ссылку',
  sectionsRequired: 'Добавьте хотя бы один раздел',
  invalidEmail: 'Адрес почты введён с ошибкой',
  invalidDateTime: 'Укажите дату и время',
  visibleUntilAfterFrom: 'Конец показа должен быть позже начала',
  invalidDate: 'Укажите дату',
  statsRangeOrder: 'Начало периода должно быть не позже конца',
  statsRangeTooLong: 'Период — не больше 366 дней',
  eventsRequired: 'Нужно хотя бы одно событие',
  eventsTooMany: 'Не больше 50 событий за раз',
  botUsername: 'Имя бота — от 5 до 32 латинских букв, цифр и _, в конце bot',
  appShortName: 'Короткое имя — от 3 до 30 латинских букв, цифр и _',
  logTooLong: 'Запись журнала — не больше 8 КБ',
  appKey: 'Неверный ключ хаба',
  jsonObject: 'Данные пришли не в том виде',
  unknownId: 'Такой записи больше нет: возможно, её удалили',
  fileNotOfType: 'Файл не того вида: нужна {type}',
  alreadyAdmin: 'У этого пользователя уже есть доступ',
  ownTelegramId: 'Свой ID в Telegram изменить нельзя: вы потеряете доступ',
  ownAncestor: 'Категорию нельзя вложить в саму себя',
  parentNotSubcategories: 'Вложить сюда нельзя: {title} открывает не подкатегории',
  keepsSubcategories: 'Пока в категории есть подкатегории ({titles}), она должна открывать подкатегории',
  orderNotBanners: 'Список тем временем изменился: обновите страницу и расставьте порядок ещё раз',
  orderNotRootCategories: 'Список тем временем изменился: обновите страницу и расставьте порядок ещё раз',
  orderNotCategoryItems: 'Список тем временем изменился: обновите страницу и расставьте порядок ещё раз',
} satisfies Record<FieldMessageKey, Message>

const en: Record<FieldMessageKey, Message> = {
  required: 'Required',
  invalid: 'This value will not do',
  expectedType: 'Expected {expected}, not {received}',
  stringTooShort: plural('en', 'minimum', { one: 'At least # character', other: 'At least # characters' }),
  stringTooLong: plural('en', 'maximum', { one: 'At most # character', other: 'At most # characters' }),
  numberTooSmall: 'At least {minimum}',
  numberTooBig: 'At most {maximum}',
  numberNotAbove: 'Must be greater than {minimum}',
  numberNotBelow: 'Must be less than {maximum}',
  arrayTooShort: plural('en', 'minimum', { one: 'Add at least # item', other: 'Add at least # items' }),
  arrayTooLong: plural('en', 'maximum', { one: 'At most # item', other: 'At most # items' }),
  invalidOption: 'Choose one of the options',
  unknownKeys: 'The data has fields that do not belong there',
  invalidUrl: 'This address has a mistake in it',
  unsafeScheme: 'Only http, https and tg links will do',
  webOrSitePath: 'Use an http or https link, or a path on this site (/…)',
  telegramUsername: 'A Telegram username is 5 to 32 Latin letters, digits and _',
  telegramId: 'A Telegram ID is a positive whole number',
  invalidColor: 'A colour is # and 6 hex digits, e.g. #2481cc',
  materialsRequired: 'Choose at least one material',
  localLinksRequired: 'Add at least one link',
  sectionsRequired: 'Add at least one section',
  invalidEmail: 'This email address has a mistake in it',
  invalidDateTime: 'Enter a date and time',
  visibleUntilAfterFrom: 'The end must be later than the start',
  invalidDate: 'Enter a date',
  statsRangeOrder: 'The start must not be after the end',
  statsRangeTooLong: 'The range may be at most 366 days',
  eventsRequired: 'At least one event is needed',
  eventsTooMany: 'At most 50 events at a time',
  botUsername: 'A bot username is 5 to 32 Latin letters, digits and _, ending in “bot”',
  appShortName: 'A short name is 3 to 30 Latin letters, digits and _',
  logTooLong: 'A log entry may be at most 8 KB',
  appKey: 'This hub key is not valid',
  jsonObject: 'The data came in the wrong shape',
  unknownId: 'This record is gone: it may have been deleted',
  fileNotOfType: 'Wrong kind of file: it must be {type}',
  alreadyAdmin: 'This user is an admin already',
  ownTelegramId: 'You cannot change your own Telegram ID: you would lose access',
  ownAncestor: 'A category cannot go inside itself',
  parentNotSubcategories: 'It cannot go here: {title} does not open subcategories',
  keepsSubcategories: 'While it has subcategories ({titles}), it must open subcategories',
  orderNotBanners: 'The list has changed meanwhile: reload the page and set the order again',
  orderNotRootCategories: 'The list has changed meanwhile: reload the page and set the order again',
  orderNotCategoryItems: 'The list has changed meanwhile: reload the page and set the order again',
}

/** What the English values of `expectedType` and `fileNotOfType` stand for, in each language. */
const values: Record<Language, Record<string, string>> = {
  ru: {
    string: 'текст',
    number: 'число',
    int: 'целое число',
    boolean: 'да или нет',
    array: 'список',
    object: 'объект',
    date: 'дата',
    null: 'пустое значение',
    undefined: 'пустое значение',
    NaN: 'не число',
    image: 'картинка',
    icon: 'иконка',
  },
  en: {
    string: 'text',
    number: 'a number',
    int: 'a whole number',
    boolean: 'yes or no',
    array: 'a list',
    object: 'an object',
    date: 'a date',
    null: 'an empty value',
    undefined: 'an empty value',
    NaN: 'not a number',
    image: 'an image',
    icon: 'an icon',
  },
}

const quotes: Record<Language, [string, string]> = { ru: ['«', '»'], en: ['“', '”'] }

export const fieldMessageCatalogs = { ru, en }

/**
 * A field's message in the admin's language: a message of the contract worded by its key; any other
 * text (another server's own) as it is when it is written in the admin's script, else "will not do".
 */
export function fieldMessageText(text: string, language: Language): string {
  const read = readFieldMessage(text)
  const catalog = fieldMessageCatalogs[language]
  if (!read) return /[а-яё]/i.test(text) === (language === 'ru') ? text : formatMessage(catalog.invalid)
  const [open, close] = quotes[language]
  const params: MessageParams = {}
  for (const [name, value] of Object.entries(read.params)) {
    if (/^\d+$/.test(value)) params[name] = Number(value)
    else if (name === 'expected' || name === 'received' || name === 'type') params[name] = values[language][value] ?? value
    else if (name === 'title') params[name] = `${open}${value}${close}`
    else params[name] = value.replace(/«([^»]*)»/g, `${open}$1${close}`)
  }
  return formatMessage(catalog[read.key], params)
}
