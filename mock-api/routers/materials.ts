import { adminMaterials } from '../services/materials'
import { crudRouter } from './crud-router'

export const adminMaterialsRouter = crudRouter('materials', adminMaterials)
