// React binding for TooltipController: a provider at the root (one controller, so the
// skip delay spans every trigger) and <Tooltip label> around any focusable element.

import {
  cloneElement, createContext, useContext, useEffect, useId, useLayoutEffect, useRef, useState, useSyncExternalStore,
  type FocusEvent, type PointerEvent, type ReactElement, type ReactNode, type Ref,
} from 'react';
import { createPortal } from 'react-dom';
import { TooltipController } from './controller';
import styles from './Tooltip.module.css';

const TooltipContext = createContext<TooltipController | null>(null);

export function TooltipProvider({ controller, children }: { controller?: TooltipController; children: ReactNode }) {
  const [own] = useState(() => controller ?? new TooltipController());
  useEffect(() => () => own.reset(), [own]);
  return <TooltipContext.Provider value={own}>{children}</TooltipContext.Provider>;
}

interface TriggerProps {
  ref?: Ref<HTMLElement>;
  'aria-describedby'?: string;
  onPointerEnter?: (event: PointerEvent<HTMLElement>) => void;
  onPointerLeave?: (event: PointerEvent<HTMLElement>) => void;
  onPointerDown?: (event: PointerEvent<HTMLElement>) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
  onBlur?: (event: FocusEvent<HTMLElement>) => void;
}

/** Where the bubble goes first: above the trigger, or below where what is above must stay readable. */
export type TooltipSide = 'top' | 'bottom';

export function Tooltip({ label, side = 'top', children }: { label: string; side?: TooltipSide; children: ReactElement<TriggerProps> }) {
  const controller = useContext(TooltipContext);
  if (!controller) throw new Error('<Tooltip> needs a <TooltipProvider> above it');
  const id = useId();
  const open = useSyncExternalStore(controller.subscribe, () => controller.getOpenId() === id, () => false);
  const trigger = useRef<HTMLElement>(null);
  // A click focuses the trigger too; that focus should not reopen what the click closed.
  const pressed = useRef(false);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') controller.close(id);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, controller, id]);

  const own = children.props;
  const element = cloneElement(children, {
    ref: trigger,
    // While open the bubble describes the trigger; otherwise whatever the trigger names itself.
    'aria-describedby': open ? id : own['aria-describedby'],
    onPointerEnter: (event) => {
      own.onPointerEnter?.(event);
      if (event.pointerType !== 'touch') controller.pointerEnter(id);
    },
    onPointerLeave: (event) => {
      own.onPointerLeave?.(event);
      controller.pointerLeave(id);
    },
    onPointerDown: (event) => {
      own.onPointerDown?.(event);
      pressed.current = true;
      controller.close(id);
    },
    onFocus: (event) => {
      own.onFocus?.(event);
      if (!pressed.current) controller.focus(id);
      pressed.current = false;
    },
    onBlur: (event) => {
      own.onBlur?.(event);
      controller.close(id);
    },
  });

  return (
    <>
      {element}
      {open && createPortal(<Bubble id={id} label={label} side={side} anchor={trigger} />, document.body)}
    </>
  );
}

const GAP_PX = 8; // space between trigger and bubble
const EDGE_PX = 8; // closest the bubble gets to the viewport edge

/** Placed on its side of the trigger (the other when there is no room), kept inside the viewport. */
function Bubble({ id, label, side, anchor }: { id: string; label: string; side: TooltipSide; anchor: { current: HTMLElement | null } }) {
  const bubble = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const node = bubble.current;
    const target = anchor.current;
    if (!node || !target) return;
    const rect = target.getBoundingClientRect();
    const { width, height } = node.getBoundingClientRect();
    const above = rect.top - GAP_PX - height;
    const below = rect.bottom + GAP_PX;
    const fitsAbove = above >= EDGE_PX;
    const fitsBelow = below + height <= window.innerHeight - EDGE_PX;
    const placed: TooltipSide = side === 'top' ? (fitsAbove || !fitsBelow ? 'top' : 'bottom') : fitsBelow || !fitsAbove ? 'bottom' : 'top';
    const top = placed === 'top' ? above : below;
    const centred = rect.left + rect.width / 2 - width / 2;
    const left = Math.min(Math.max(centred, EDGE_PX), window.innerWidth - width - EDGE_PX);
    // CSSOM, not a style attribute: allowed by the Content-Security-Policy.
    node.style.transform = `translate(${Math.round(left)}px, ${Math.round(top)}px)`;
    node.dataset.side = placed;
  }, [anchor, label, side]);
  return (
    <div ref={bubble} id={id} role="tooltip" className={styles.bubble}>
      {label}
    </div>
  );
}
