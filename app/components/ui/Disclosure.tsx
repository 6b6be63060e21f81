import { useId, useRef, type ReactNode } from "react";
import { useHydrated } from "#app/lib/use-hydrated";
import { usePopup } from "#app/lib/use-popup";

type Props = {
  /** Content of the toggle button (its accessible name comes from this). */
  label: ReactNode;
  /** The panel's content; it closes by itself after a navigation. */
  children: ReactNode;
  className?: string;
  buttonClassName?: string;
  panelClassName?: string;
  /** Shown instead of `label` while open (e.g. a close icon). */
  openLabel?: ReactNode;
};

/**
 * A disclosure (button + panel). Before JavaScript runs it is a native <details>/<summary>, which opens and
 * closes without scripts. Once hydrated it becomes a button with aria-expanded controlling the panel; a click
 * outside, Escape (focus returns to the button), moving focus out, or a navigation closes it.
 */
export function Disclosure({
  label,
  openLabel,
  children,
  className = "",
  buttonClassName = "",
  panelClassName = "",
}: Props) {
  const hydrated = useHydrated();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = usePopup(rootRef, { returnFocusRef: buttonRef });
  const panelId = useId();

  if (!hydrated) {
    return (
      <details className={`group relative ${className}`}>
        <summary className={`cursor-pointer list-none [&::-webkit-details-marker]:hidden ${buttonClassName}`}>
          {label}
        </summary>
        <div className={panelClassName}>{children}</div>
      </details>
    );
  }

  return (
    <div
      ref={rootRef}
      className={`relative ${className}`}
      onBlur={(event) => {
        const next = event.relatedTarget as Node | null;
        if (next && !event.currentTarget.contains(next)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        className={buttonClassName}
      >
        {open && openLabel ? openLabel : label}
      </button>
      <div id={panelId} hidden={!open} className={panelClassName}>
        {children}
      </div>
    </div>
  );
}
