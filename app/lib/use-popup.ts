import { useEffect, useState, type RefObject } from "react";
import { useLocation } from "react-router";

/**
 * Open/closed state of a popup (a menu panel, a results dropdown) that closes by itself: on a pointer press
 * outside `rootRef`, on Escape, and after any navigation (a new pathname or search). After an Escape that
 * happened while focus was inside the popup, focus moves to `returnFocusRef` (the toggle button) when given.
 */
export function usePopup(
  rootRef: RefObject<HTMLElement | null>,
  { returnFocusRef }: { returnFocusRef?: RefObject<HTMLElement | null> } = {},
) {
  const [open, setOpen] = useState(false);
  const location = useLocation();

  useEffect(() => {
    setOpen(false);
  }, [location.pathname, location.search]);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (rootRef.current && !rootRef.current.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      if (rootRef.current?.contains(document.activeElement)) returnFocusRef?.current?.focus();
    };
    document.addEventListener("pointerdown", onPointer);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("pointerdown", onPointer);
      document.removeEventListener("keydown", onKey);
    };
  }, [open, rootRef, returnFocusRef]);

  return [open, setOpen] as const;
}
