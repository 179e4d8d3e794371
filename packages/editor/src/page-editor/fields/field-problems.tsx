import { useContext } from 'react';
import { createUsePuck } from '@puckeditor/core';
import { EditorContext } from '../editor-context.ts';
import { ROOT_KEY } from '../checks/locate-problems.ts';
import { problemText } from '../../shared/problem-text.ts';
import { COMPLIANCE_RULE_LABELS } from '@h5-page/blocks/compliance/rule-labels';
import { RuleBasis } from '../../shared/rule-basis.tsx';

const usePuck = createUsePuck();

/** A problem at `path` belongs to the field at `name` (or to one inside it). */
export function belongs(path: string, name: string): boolean {
  return path === name || path.startsWith(`${name}.`) || path.startsWith(`${name}[`);
}

/**
 * The schema's live messages for the field at `name` of the selected block (or of the page), and
 * its compliance problems, each with its rule's name.
 */
export function FieldProblems({ name }: { name: string }) {
  const selected = usePuck((s) => s.selectedItem?.props.id as string | undefined);
  const { problems, compliance } = useContext(EditorContext);
  const list = (problems.get(selected ?? ROOT_KEY) ?? []).filter((p) => belongs(p.path, name));
  const checks = (compliance?.get(selected ?? ROOT_KEY) ?? []).filter((p) => belongs(p.path, name));
  if (list.length === 0 && checks.length === 0) return null;
  return (
    <>
      {list.length > 0 && (
        <div className="field-problems" role="alert">
          {list.map((p) => (
            <div key={`${p.path}:${p.message}`}>{problemText(p.message)}</div>
          ))}
        </div>
      )}
      {checks.map((p) => (
        <div
          key={`${p.path}:${p.rule}:${p.message}`}
          className={`field-compliance field-compliance--${p.level}`}
          role={p.level === 'error' ? 'alert' : 'status'}
        >
          <span className="field-compliance__rule">{COMPLIANCE_RULE_LABELS[p.rule]}</span>
          {p.message}
          <RuleBasis problem={p} />
        </div>
      ))}
    </>
  );
}
