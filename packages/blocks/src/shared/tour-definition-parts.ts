import type { BlockName } from '@h5-page/schema/block-names';
import type { BlockField } from '../block-definition.ts';
import { demoBlock } from './demo-block.ts';

/**
 * The fields, default value and demo of a lecture-tour block that shows one tour of the server
 * under a title: the seed's tour (`xunjiang`) and `title`, which the title field offers too.
 */
export function tourDefinitionParts(name: BlockName, title: string) {
  const value = { tour: 'xunjiang', title };
  const fields: { tour: BlockField; title: BlockField } = {
    tour: { type: 'text', label: '巡讲编码（服务器上的巡讲，如 xunjiang）' },
    title: { type: 'text', label: '标题', placeholder: title },
  };
  return { fields, defaultValue: value, demo: [demoBlock(name, { ...value })] };
}
