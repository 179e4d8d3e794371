import { defineBlock } from '../block-definition.ts';
import { tourDefinitionParts } from '../shared/tour-definition-parts.ts';

export const tourMapDefinition = defineBlock({
  name: 'tourMap',
  label: '巡讲地图 · 点亮城市',
  category: 'campaigns',
  ...tourDefinitionParts('tourMap', '点亮你的城市'),
});
