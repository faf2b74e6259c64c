import type { KeyboardEvent } from 'react';
import type { FlowDesignerController } from './useFlowDesignerController';

const typing = (target: EventTarget) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));

/** The designer's shortcuts: Ctrl/Cmd+Z undo, +Shift+Z or +Y redo, +C copy, +V paste; never while typing. */
export function designerKeyDown(controller: FlowDesignerController) {
  return (event: KeyboardEvent) => {
    if (!(event.ctrlKey || event.metaKey) || typing(event.target)) return;
    const key = event.key.toLowerCase();
    const action =
      key === 'z' && !event.shiftKey
        ? controller.undo
        : (key === 'z' && event.shiftKey) || key === 'y'
          ? controller.redo
          : key === 'c'
            ? controller.copy
            : key === 'v'
              ? controller.paste
              : undefined;
    if (!action || (controller.readOnly && action !== controller.copy)) return;
    event.preventDefault();
    action();
  };
}
