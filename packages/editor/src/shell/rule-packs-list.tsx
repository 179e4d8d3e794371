import { Collapse, Tag, Typography } from 'antd';
import { rulePacks } from '@h5-page/blocks/compliance/rule-packs';

/**
 * The regulations the checks always apply (the rule packs), read-only: each pack with the
 * document it enforces and its version, each rule with its source, its words and the rewording a
 * flag offers. What a reviewer can point to when a marketer asks why a word was flagged.
 */
export function RulePacksList() {
  return (
    <Collapse
      size="small"
      className="rule-packs"
      items={rulePacks().map((pack) => ({
        key: pack.id,
        label: (
          <span>
            {pack.title}
            <Typography.Text type="secondary">
              {' '}
              · {pack.document} · 版本 {pack.version} · {pack.rules.length} 条
            </Typography.Text>
          </span>
        ),
        children: (
          <ol className="rule-packs__rules">
            {pack.rules.map((rule) => (
              <li key={rule.id}>
                <Tag color={rule.level === 'error' ? 'red' : 'orange'}>
                  {rule.level === 'error' ? '错误' : '提醒'}
                </Tag>
                <strong>{rule.title}</strong>
                <div className="rule-basis">
                  <div className="rule-basis__line">
                    <span className="rule-basis__label">依据</span>
                    {rule.source}
                  </div>
                  {rule.phrases.length > 0 && (
                    <div className="rule-basis__line">
                      <span className="rule-basis__label">用语</span>
                      {rule.phrases.join('、')}
                      {rule.patterns.length > 0 ? ' 等' : ''}
                    </div>
                  )}
                  {rule.needs && (
                    <div className="rule-basis__line">
                      <span className="rule-basis__label">须附</span>
                      {rule.needs.what}
                    </div>
                  )}
                  <div className="rule-basis__line">
                    <span className="rule-basis__label">建议</span>
                    {rule.suggestion}
                  </div>
                </div>
              </li>
            ))}
          </ol>
        ),
      }))}
    />
  );
}
