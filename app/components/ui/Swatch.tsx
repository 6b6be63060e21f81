/**
 * The coloured mark of a chart's key: a series' colour beside its name. Hidden from screen readers, as the name
 * next to it says what the colour stands for.
 */
export function Swatch({ color, className }: { color: string; className: string }) {
  return <span aria-hidden="true" className={`shrink-0 ${className}`} style={{ backgroundColor: color }} />;
}
