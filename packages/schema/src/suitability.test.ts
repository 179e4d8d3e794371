import { describe, expect, it } from 'vitest';
import {
  assessmentCurrent,
  ASSESSMENT_VALID_DAYS,
  isRiskLevel,
  isRiskTier,
  matchStatement,
  mismatchWarning,
  RISK_LEVELS,
  RISK_QUESTIONS,
  RISK_TIERS,
  scoreAnswers,
  tierAllows,
} from './suitability.ts';

describe('suitability', () => {
  it('a tier Cn buys products up to Rn, never above', () => {
    const allowed = RISK_TIERS.map((tier) =>
      RISK_LEVELS.filter((level) => tierAllows(tier, level)).join(' '),
    );
    expect(allowed).toEqual(['R1', 'R1 R2', 'R1 R2 R3', 'R1 R2 R3 R4', 'R1 R2 R3 R4 R5']);
  });

  it('scores one answer per question into a tier, at the floors of each', () => {
    const all = (option: number) => RISK_QUESTIONS.map(() => option);
    expect(scoreAnswers(all(0))).toEqual({ score: 10, tier: 'C1' });
    expect(scoreAnswers(all(4))).toEqual({ score: 50, tier: 'C5' });
    expect(scoreAnswers(all(2))).toEqual({ score: 30, tier: 'C3' });
    // 18 is the top of C1, 19 the bottom of C2.
    expect(scoreAnswers([1, 1, 1, 1, 1, 1, 1, 1, 0, 0])).toEqual({ score: 18, tier: 'C1' });
    expect(scoreAnswers([1, 1, 1, 1, 1, 1, 1, 1, 1, 0])).toEqual({ score: 19, tier: 'C2' });
    expect(scoreAnswers([3, 3, 3, 3, 3, 3, 3, 3, 2, 2])?.tier).toBe('C4');
    expect(scoreAnswers([4, 4, 4, 4, 4, 4, 4, 4, 3, 2])).toEqual({ score: 47, tier: 'C5' });
  });

  it('refuses answers that are not one option per question', () => {
    expect(scoreAnswers([])).toBeNull();
    expect(scoreAnswers(RISK_QUESTIONS.map(() => 0).slice(1))).toBeNull();
    expect(scoreAnswers([...RISK_QUESTIONS.map(() => 0), 0])).toBeNull();
    expect(scoreAnswers(RISK_QUESTIONS.map(() => 5))).toBeNull();
    expect(scoreAnswers(RISK_QUESTIONS.map(() => -1))).toBeNull();
    expect(scoreAnswers(RISK_QUESTIONS.map(() => 1.5))).toBeNull();
  });

  it('every question offers five options scored 1 to 5', () => {
    for (const question of RISK_QUESTIONS)
      expect(question.options.map((option) => option.score)).toEqual([1, 2, 3, 4, 5]);
  });

  it('names the tier, the level and the product in what a visitor reads', () => {
    const warning = mismatchWarning('C2', 'R4', '短线王');
    expect(warning).toContain('C2（谨慎型）');
    expect(warning).toContain('R4（中高风险）');
    expect(warning).toContain('「短线王」');
    expect(warning).toContain('《证券期货投资者适当性管理办法》');
    expect(warning).toContain('重新进行风险测评');
    const statement = matchStatement('C4', 'R3', '短线王');
    expect(statement).toContain('R3（中风险）');
    expect(statement).toContain('C4（积极型）');
    expect(statement).toContain('确认购买');
  });

  it('an assessment holds for its valid days, then is asked again', () => {
    const day = 86_400_000;
    expect(assessmentCurrent(0, (ASSESSMENT_VALID_DAYS - 1) * day)).toBe(true);
    expect(assessmentCurrent(0, ASSESSMENT_VALID_DAYS * day)).toBe(false);
  });

  it('knows its levels and tiers, and nothing else', () => {
    expect(isRiskLevel('R5')).toBe(true);
    expect(isRiskLevel('R6')).toBe(false);
    expect(isRiskLevel('r1')).toBe(false);
    expect(isRiskTier('C1')).toBe(true);
    expect(isRiskTier('C0')).toBe(false);
    expect(isRiskTier(3)).toBe(false);
  });
});
