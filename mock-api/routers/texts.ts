import { adminTexts } from '../services/texts'
import { crudRouter } from './crud-router'

export const adminTextsRouter = crudRouter('texts', adminTexts)
