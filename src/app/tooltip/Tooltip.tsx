// React binding for TooltipController: a provider at the root (one controller, so the
// skip delay spans every trigger) and <Tooltip label> around any focusable element.

import {
  cloneElement, createContext, useContext, useEffect, useId, useLayoutEffect, useRef, useState, useSyncExternalStore,
  type FocusEvent, type PointerEvent as ReactPointerEvent, type ReactElement, type ReactNode, type Ref,
} from 'react';
import { createPortal } from 'react-dom';
import { TooltipController, type TooltipState } from './controller';
import { inGraceArea } from './grace-area';
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
  'data-state'?: TooltipState;
  onPointerMove?: (event: ReactPointerEvent<HTMLElement>) => void;
  onPointerLeave?: (event: ReactPointerEvent<HTMLElement>) => void;
  onPointerDown?: (event: ReactPointerEvent<HTMLElement>) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
  onBlur?: (event: FocusEvent<HTMLElement>) => void;
}

/** Where the bubble goes first: above the trigger, or below where what is above must stay readable. */
export type TooltipSide = 'top' | 'bottom';

export function Tooltip({ label, side = 'top', children }: { label: string; side?: TooltipSide; children: ReactElement<TriggerProps> }) {
  const controller = useContext(TooltipContext);
  if (!controller) throw new Error('<Tooltip> needs a <TooltipProvider> above it');
  const id = useId();
  const state = useSyncExternalStore<TooltipState>(controller.subscribe, () => controller.getState(id), () => 'closed');
  const open = state !== 'closed';
  const trigger = useRef<HTMLElement>(null);
  // Opened by the pointer's first move over the trigger (Radix), not by its arrival: a page
  // scrolled under a resting pointer moves no pointer, and Escape stays heard until it leaves.
  const moved = useRef(false);
  // The trigger's and the bubble's boxes once the pointer has left the trigger for the bubble.
  const left = useRef<[DOMRect, DOMRect] | null>(null);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => event.key === 'Escape' && controller.close(id);
    // Open while the pointer crosses from the trigger to the bubble or rests on it (WCAG 1.4.13,
    // hoverable); closed once it strays from both.
    const onPointerMove = (event: PointerEvent) => left.current && !inGraceArea(...left.current, event.clientX, event.clientY) && controller.close(id);
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointermove', onPointerMove);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointermove', onPointerMove);
      left.current = null;
    };
  }, [open, controller, id]);

  const own = children.props;
  const element = cloneElement(children, {
    ref: trigger,
    // While open the bubble describes the trigger; otherwise whatever the trigger names itself.
    'aria-describedby': open ? id : own['aria-describedby'],
    'data-state': state,
    onPointerMove: (event) => {
      own.onPointerMove?.(event);
      if (moved.current || event.pointerType === 'touch') return;
      moved.current = true;
      controller.pointerEnter(id);
    },
    onPointerLeave: (event) => {
      own.onPointerLeave?.(event);
      moved.current = false;
      const bubble = document.getElementById(id);
      if (bubble) left.current = [event.currentTarget.getBoundingClientRect(), bubble.getBoundingClientRect()];
      else controller.close(id);
    },
    onPointerDown: (event) => {
      own.onPointerDown?.(event);
      controller.close(id);
    },
    onFocus: (event) => {
      own.onFocus?.(event);
      // Keyboard focus only (:focus-visible): the focus a click gives should not reopen what the
      // click closed, and no flag set by the press can outlive it (Safari gives a click no focus).
      if (event.currentTarget.matches(':focus-visible')) controller.focus(id);
    },
    onBlur: (event) => {
      own.onBlur?.(event);
      controller.close(id);
    },
  });

  return (
    <>
      {element}
      {open && createPortal(<Bubble id={id} label={label} side={side} state={state} anchor={trigger} />, document.body)}
    </>
  );
}

const GAP_PX = 8; // space between trigger and bubble
const EDGE_PX = 8; // closest the bubble gets to the viewport edge

/**
 * Placed on its side of the trigger (the other when there is no room), inside the viewport, and
 * placed again on any scroll or resize, so it never stays behind its trigger.
 */
function Bubble({ id, label, side, state, anchor }: { id: string; label: string; side: TooltipSide; state: TooltipState; anchor: { current: HTMLElement | null } }) {
  const bubble = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const place = () => {
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
    };
    place();
    // Capture: scroll events do not bubble, and a scrolling box may hold the trigger.
    addEventListener('scroll', place, true);
    addEventListener('resize', place);
    return () => {
      removeEventListener('scroll', place, true);
      removeEventListener('resize', place);
    };
  }, [anchor, label, side]);
  return (
    <div ref={bubble} id={id} role="tooltip" className={styles.bubble} data-state={state}>
      {label}
    </div>
  );
}
