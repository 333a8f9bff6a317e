import { adminAdmins } from '../services/admins'
import { crudRouter } from './crud-router'

export const adminAdminsRouter = crudRouter('admins', adminAdmins)
