import type { Data } from '@puckeditor/core';
import type { ComplianceProblem } from '@h5-page/blocks/compliance/compliance-problem';
import { problemTarget } from './locate-problems.ts';

/** Compliance problems by the canvas id of their block, each path relative to it (`value.text`). */
export function locateCompliance(
  data: Data,
  problems: readonly ComplianceProblem[],
): Map<string, ComplianceProblem[]> {
  const byId = new Map<string, ComplianceProblem[]>();
  for (const problem of problems) {
    const { id, path } = problemTarget(data, problem);
    const list = byId.get(id) ?? [];
    list.push({ ...problem, path });
    byId.set(id, list);
  }
  return byId;
}
