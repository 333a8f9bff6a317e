import { adminLinkLists } from '../services/link-lists'
import { crudRouter } from './crud-router'

export const adminLinkListsRouter = crudRouter('linkLists', adminLinkLists)
