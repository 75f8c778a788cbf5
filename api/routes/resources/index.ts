import { content, resourceSchema } from '../../content.ts';
import { type ContentListOptions, contentListOperation, contentListRoutes } from '../content-list/index.ts';

const resources: ContentListOptions<(typeof content.resources)[number]> = {
  path: '/api/resources',
  operationId: 'listResources',
  summary: 'The resource library',
  itemName: 'Resource',
  itemSchema: resourceSchema,
  description: 'Every resource',
  items: content.resources,
};

export const listResourcesOperation = contentListOperation(resources);
export const resourcesRoutes = () => contentListRoutes(resources);
