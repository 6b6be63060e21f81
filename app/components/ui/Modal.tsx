import { useEffect, useRef, type ReactNode } from "react";

/** A small dialog (the subscribe 'Thank You!' box): focus moves to its close button, Escape closes it. */
export function Modal({ title, children, onClose }: { title: string; children: ReactNode; onClose: () => void }) {
  const closeRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    closeRef.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") onClose();
    };
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("keydown", onKey);
      previous?.focus?.();
    };
  }, [onClose]);
  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-espresso/60 p-4">
      <div
        role="dialog"
        aria-modal="true"
        aria-labelledby="modal-title"
        className="w-full max-w-sm rounded-[var(--radius-card)] bg-cream p-7 text-center text-espresso shadow-soft"
      >
        <p aria-hidden="true" className="text-4xl">
          🥐
        </p>
        <h2 id="modal-title" className="mt-2 text-3xl font-semibold text-crust">
          {title}
        </h2>
        <div className="mt-3 text-muted">{children}</div>
        <button
          ref={closeRef}
          type="button"
          onClick={onClose}
          className="mt-6 rounded-full bg-crust px-6 py-2.5 font-semibold text-white hover:bg-crust-dark"
        >
          Close
        </button>
      </div>
    </div>
  );
}
