import { defineBlock } from '../block-definition.ts';
import { tourDefinitionParts } from '../shared/tour-definition-parts.ts';

export const tourPostersDefinition = defineBlock({
  name: 'tourPosters',
  label: '巡讲海报',
  category: 'campaigns',
  ...tourDefinitionParts('tourPosters', '巡讲海报'),
});
