import { configure } from 'storybook/test'

// Story tests only (the Storybook UI keeps the default): play functions' findBy/waitFor wait up to
// 10 s, so a busy CI machine slows them down instead of failing them.
configure({ asyncUtilTimeout: 10_000 })
