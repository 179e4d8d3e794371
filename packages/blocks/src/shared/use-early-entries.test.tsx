import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render } from '@testing-library/react';
import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateHtml } from '#test/hydrate-html.ts';
import { useEarlyEntries } from './use-early-entries.ts';

const SESSIONS = ['上午场', '下午场'] as const;

/** A form with each kind of control, reporting every entry its state takes. */
function Form({ onAdopt }: { onAdopt(key: string, entry: string | boolean): void }) {
  const entry = useEarlyEntries();
  const [name, setName] = useState('');
  const [agreed, setAgreed] = useState(false);
  const [session, setSession] = useState<string>(SESSIONS[0]);
  const [note, setNote] = useState('');
  const adopt =
    <T extends string | boolean>(key: string, set: (entry: T) => void) =>
    (value: T) => {
      onAdopt(key, value);
      set(value);
    };
  return (
    <form>
      <input
        aria-label="姓名"
        value={name}
        onChange={(event) => setName(event.target.value)}
        ref={entry('name', name, adopt<string>('name', setName))}
      />
      <input
        type="checkbox"
        aria-label="同意"
        checked={agreed}
        onChange={(event) => setAgreed(event.target.checked)}
        ref={entry('agreed', agreed, adopt<boolean>('agreed', setAgreed))}
      />
      {SESSIONS.map((label) => (
        <input
          key={label}
          type="radio"
          name="session"
          aria-label={label}
          checked={session === label}
          onChange={() => setSession(label)}
          ref={entry(
            label,
            session === label,
            adopt(label, (checked: boolean) => {
              if (checked) setSession(label);
            }),
          )}
        />
      ))}
      <textarea
        aria-label="留言"
        value={note}
        onChange={(event) => setNote(event.target.value)}
        ref={entry('note', note, adopt<string>('note', setNote))}
      />
      <output>{[name, agreed, session, note].join('|')}</output>
    </form>
  );
}

afterEach(() => cleanup());

describe('useEarlyEntries', () => {
  it('hands what was entered in the server HTML to the state, once, as the controls hydrate', async () => {
    const onAdopt = vi.fn();
    const html = renderToString(<Form onAdopt={onAdopt} />);
    const { container, errors, spy, unmount } = await hydrateHtml(
      html,
      <Form onAdopt={onAdopt} />,
      (server) => {
        server.querySelector<HTMLInputElement>('[aria-label="姓名"]')!.value = '张三';
        server.querySelector<HTMLInputElement>('[aria-label="同意"]')!.checked = true;
        server.querySelector<HTMLInputElement>('[aria-label="下午场"]')!.checked = true;
        server.querySelector<HTMLTextAreaElement>('textarea')!.value = '想听 ETF';
      },
    );
    try {
      expect(container.querySelector('output')!.textContent).toBe('张三|true|下午场|想听 ETF');
      expect(onAdopt.mock.calls).toEqual([
        ['name', '张三'],
        ['agreed', true],
        ['上午场', false],
        ['下午场', true],
        ['note', '想听 ETF'],
      ]);
      // Typing after it came alive goes through the handlers alone.
      fireEvent.change(container.querySelector('textarea')!, { target: { value: '想听基金' } });
      expect(container.querySelector('output')!.textContent).toBe('张三|true|下午场|想听基金');
      expect(onAdopt).toHaveBeenCalledTimes(5);
      expect(errors).not.toHaveBeenCalled();
    } finally {
      unmount();
      spy.mockRestore();
    }
  });

  it('adopts nothing for controls rendered in the browser', () => {
    const onAdopt = vi.fn();
    const { rerender } = render(<Form onAdopt={onAdopt} />);
    act(() => rerender(<Form onAdopt={onAdopt} />));
    expect(onAdopt).not.toHaveBeenCalled();
  });
});
