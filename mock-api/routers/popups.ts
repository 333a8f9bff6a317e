import { adminPopups } from '../services/popups'
import { crudRouter } from './crud-router'

export const adminPopupsRouter = crudRouter('popups', adminPopups)
