import type { ContentBundle } from '#content/types.ts';
import { resourceSchema } from '../../content.ts';
import { contentListRoutes } from '../content-list/index.ts';

export const resourcesRoutes = (items: ContentBundle['resources']) =>
  contentListRoutes({
    path: '/api/resources',
    operationId: 'listResources',
    summary: 'The resource library',
    itemName: 'Resource',
    itemSchema: resourceSchema,
    description: 'Every resource',
    items,
  });
