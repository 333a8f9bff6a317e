import { useMessages } from '@/i18n/use-t'

/**
 * The strings of the status screens that load on demand (no navigation, not found, no subscription,
 * no access), kept out of the global catalog so that they travel with those screens, not with the
 * first screen (only the loader is part of it).
 * Both languages ship together here: these screens are small and load after start-up.
 */
const ru = {
  'common.close': 'Закрыть',
  'status.noNavigation.title': 'Навигация не найдена',
  'status.noNavigation.text': 'Похоже, ссылка устарела или приложение ещё не настроено. Откройте его заново из Telegram.',
  'common.toHome': 'На главную',
  'common.back': 'Назад',
  'status.notFound.title': 'Страница не найдена',
  'status.unknownPath.title': 'Здесь ничего нет',
  'status.unknownPath.text': 'По этой ссылке ничего не нашлось. Всё остальное на месте: вернитесь на главную.',
  'status.notFound.text': 'Такой страницы нет или она была удалена.',
  'status.noSubscription.title': 'Нужна подписка',
  'status.noSubscription.text': 'Чтобы пользоваться навигацией, подпишитесь на канал, а затем вернитесь сюда.',
  'status.noSubscription.subscribe': 'Подписаться на канал',
  'status.noSubscription.checkAgain': 'Я подписался, проверить',
  'status.noSubscription.stillMissing': 'Подписка пока не найдена. Попробуйте через минуту.',
  'status.noAccess.title': 'Нет доступа',
  'status.noAccess.text': 'Этот раздел доступен только администраторам.',
  'status.noAccess.signedOut': 'Не удалось войти через Telegram. Откройте приложение из Telegram ещё раз.',
  'common.retry': 'Повторить',
  'status.routeError.title': 'Что-то пошло не так',
  'status.routeError.text': 'Не получилось показать этот экран. Попробуйте ещё раз или вернитесь на главную.',
}

type StatusKey = keyof typeof ru

const en: Record<StatusKey, string> = {
  'common.close': 'Close',
  'status.noNavigation.title': 'Navigation not found',
  'status.noNavigation.text': 'The link may be outdated or the app is not set up yet. Open it again from Telegram.',
  'common.toHome': 'Go home',
  'common.back': 'Back',
  'status.notFound.title': 'Page not found',
  'status.unknownPath.title': 'Nothing here',
  'status.unknownPath.text': 'This link leads nowhere. Everything else is in place: go back home.',
  'status.notFound.text': 'This page does not exist or has been removed.',
  'status.noSubscription.title': 'Subscription required',
  'status.noSubscription.text': 'To use the navigation, subscribe to the channel and come back here.',
  'status.noSubscription.subscribe': 'Subscribe to the channel',
  'status.noSubscription.checkAgain': 'I’ve subscribed, check again',
  'status.noSubscription.stillMissing': 'No subscription found yet. Try again in a minute.',
  'status.noAccess.title': 'No access',
  'status.noAccess.text': 'This area is for administrators only.',
  'status.noAccess.signedOut': 'Could not sign in with Telegram. Open the app from Telegram again.',
  'common.retry': 'Try again',
  'status.routeError.title': 'Something went wrong',
  'status.routeError.text': 'This screen could not be shown. Try again or go back home.',
}

const statusCatalogs = { ru, en }

/** `const t = useStatusT(); t('status.notFound.title')`; follows languageAtom like any `useMessages(catalogs)`. */
export const useStatusT = () => useMessages(statusCatalogs)
