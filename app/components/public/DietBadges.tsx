import { DIET_LABEL_INFO, type DietLabel } from "#app/lib/diet";

/**
 * A product's dietary labels as badges: text plus an icon (app.css `.diet`), the allergen warning in berry. The
 * same classes as the offering cards' HTML (product-cards.ts), so both look alike.
 */
export function DietBadges({ labels, className = "" }: { labels: readonly DietLabel[]; className?: string }) {
  if (labels.length === 0) return null;
  return (
    <ul aria-label="Dietary labels" className={`diets ${className}`}>
      {labels.map((key) => (
        <li key={key} className={`diet diet-${key}`}>
          {DIET_LABEL_INFO[key].label}
        </li>
      ))}
    </ul>
  );
}
