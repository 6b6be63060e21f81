import { useCallback, useEffect, useRef, useState } from "react";

/**
 * A live preview of a chosen file: `choose(file)` (from an input's change event) gives an object URL for
 * <img>/<video>, revoking the previous one; the last one is revoked when the component goes away.
 */
export function useFilePreview() {
  const [preview, setPreview] = useState<string | null>(null);
  const current = useRef<string | null>(null);
  const choose = useCallback((file: File | null | undefined) => {
    if (current.current) URL.revokeObjectURL(current.current);
    current.current = file ? URL.createObjectURL(file) : null;
    setPreview(current.current);
  }, []);
  useEffect(
    () => () => {
      if (current.current) URL.revokeObjectURL(current.current);
    },
    [],
  );
  return { preview, choose };
}
