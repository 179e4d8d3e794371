/** What a rule pack's problem rests on: the regulation it enforces and a compliant rewording. */
export function RuleBasis({ problem }: { problem: { source?: string; suggestion?: string } }) {
  if (!problem.source && !problem.suggestion) return null;
  return (
    <div className="rule-basis">
      {problem.source && (
        <div className="rule-basis__line">
          <span className="rule-basis__label">依据</span>
          {problem.source}
        </div>
      )}
      {problem.suggestion && (
        <div className="rule-basis__line">
          <span className="rule-basis__label">建议</span>
          {problem.suggestion}
        </div>
      )}
    </div>
  );
}
