import { useState } from 'react';
import type { ReactNode } from 'react';
import { Popover } from 'antd';
import type { PopoverProps } from 'antd';
import { keepSelection } from './keep-selection.ts';

interface Props {
  title: string;
  /** What a screen reader says of the button; its title when absent. */
  label?: string;
  /** Beside `text-menu__button`. */
  className?: string;
  pressed?: boolean;
  placement?: PopoverProps['placement'];
  /** Runs as the popover opens, to fill its boxes afresh. */
  onOpen?: () => void;
  /** The popover's controls, given how to close it once one has been applied. */
  content: (close: () => void) => ReactNode;
  children: ReactNode;
}

/**
 * A button of the text's toolbar that opens its controls in a popover; pressing it leaves the
 * text's selection as it was, so that what the popover applies goes to the selected words.
 */
export function MenuPopover({
  title,
  label = title,
  className,
  pressed,
  placement,
  onOpen,
  content,
  children,
}: Props) {
  const [open, setOpen] = useState(false);
  const show = (next: boolean) => {
    if (next) onOpen?.();
    setOpen(next);
  };
  return (
    <Popover
      open={open}
      onOpenChange={show}
      placement={placement}
      trigger="click"
      content={content(() => setOpen(false))}
    >
      <button
        type="button"
        className={className ? `text-menu__button ${className}` : 'text-menu__button'}
        title={title}
        aria-label={label}
        aria-pressed={pressed}
        onMouseDown={keepSelection}
      >
        {children}
      </button>
    </Popover>
  );
}
