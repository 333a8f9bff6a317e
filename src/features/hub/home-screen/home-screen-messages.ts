/** The home-screen suggestion's strings (issue 26); they load with the overlays' chunk, so both languages ship here. */
const ru = {
  'homeScreen.text': 'Заходите часто? Добавьте хаб на главный экран — он будет открываться в одно касание.',
  'homeScreen.add': 'Добавить',
  'homeScreen.dismiss': 'Не сейчас',
  'homeScreen.label': 'Предложение добавить на главный экран',
}

const en: typeof ru = {
  'homeScreen.text': 'Here often? Add the hub to your home screen: it opens in one tap.',
  'homeScreen.add': 'Add',
  'homeScreen.dismiss': 'Not now',
  'homeScreen.label': 'Suggestion to add to the home screen',
}

export const homeScreenMessages = { ru, en }
