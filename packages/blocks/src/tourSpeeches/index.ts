import { defineBlock } from '../block-definition.ts';
import { tourDefinitionParts } from '../shared/tour-definition-parts.ts';

export const tourSpeechesDefinition = defineBlock({
  name: 'tourSpeeches',
  label: '巡讲场次 · 报名',
  category: 'campaigns',
  ...tourDefinitionParts('tourSpeeches', '巡讲日程'),
});
