import { describe, expect, it } from 'vitest';
import { BUTTON_ACTION_TYPE_LABELS } from '@h5-page/schema/constants';
import { BUTTON_WITHOUT_ACTION, publishProblems } from '@h5-page/schema/publish-problems';
import type { BlockField } from './block-definition.ts';
import { blockDefinitions } from './block-definitions.ts';
import { buttonDefinition } from './button/index.ts';

/**
 * A name from the code or the server's settings (`open_brokerage_type`, `REDIRECT_ALLOW_HOSTS`,
 * `pageID`): a marketer reads words, and a field's help says what a developer name would.
 */
const IDENTIFIER = /[A-Za-z]+_[A-Za-z_]+|[A-Z]{3,}_|\b[a-z]+[A-Z][A-Za-z]*\b/;
/** An action type said as its number (`类型 3`, `3 打开弹窗`) instead of its words. */
const TYPE_NUMBER = /类型 ?\d/;
const NUMBERED = /^\d+ /;

interface Text {
  where: string;
  text: string;
}

/** Every label, help and option label of a block's fields, nested ones too. */
function texts(fields: Partial<Record<string, BlockField>>, where: string): Text[] {
  return Object.entries(fields).flatMap(([key, field]) => {
    if (!field) return [];
    const here = `${where}.${key}`;
    const own: Text[] = [{ where: here, text: field.label }];
    if (field.help) own.push({ where: `${here} (help)`, text: field.help });
    if (field.type === 'select' || field.type === 'radio') {
      own.push(...field.options.map((o) => ({ where: `${here} option`, text: o.label })));
    }
    if (field.type === 'object' || field.type === 'action') {
      own.push(...texts(field.objectFields, here));
    }
    if (field.type === 'array') own.push(...texts(field.arrayFields, here));
    return own;
  });
}

const all = Object.entries(blockDefinitions).flatMap(([name, definition]) =>
  texts(definition.fields, name),
);

describe('the words the builder shows for block fields', () => {
  it('name no code identifiers: each developer name has a Chinese label and a help line', () => {
    expect(all.filter(({ text }) => IDENTIFIER.test(text))).toEqual([]);
  });

  it('say action types as words, never as their numbers', () => {
    expect(all.filter(({ text }) => TYPE_NUMBER.test(text))).toEqual([]);
    const actionTexts = all.filter(({ where }) => where.startsWith('button.action'));
    expect(actionTexts.filter(({ text }) => NUMBERED.test(text))).toEqual([]);
    const action = buttonDefinition.fields.action;
    const type = action?.type === 'action' ? action.objectFields.type : undefined;
    expect(type?.type === 'select' ? type.options.map((o) => o.label) : []).toEqual(
      Object.values(BUTTON_ACTION_TYPE_LABELS),
    );
  });
});

describe('a block that acts on a tap', () => {
  it('starts with no action, and a button so dropped is named at its action until one is chosen', () => {
    for (const [name, definition] of Object.entries(blockDefinitions)) {
      expect((definition.defaultValue as { action?: unknown }).action, name).toBeUndefined();
    }
    const page = {
      page_schema: [{ name: 'button', value: buttonDefinition.defaultValue, children: [] }],
    };
    expect(publishProblems(page)).toEqual([
      { path: 'page_schema[0].value.action', message: BUTTON_WITHOUT_ACTION },
    ]);
  });
});
