import type { LucideIcon } from "lucide-react";

const sizes = {
  sm: { box: "size-10", icon: "size-5" },
  md: { box: "size-12", icon: "size-6" },
  lg: { box: "size-14", icon: "size-7" },
  xl: { box: "size-16", icon: "size-8" },
} as const;

export type IconBadgeSize = keyof typeof sizes;

/** A decorative lucide icon in a soft butter circle; the text next to it carries the meaning. */
export function IconBadge({ icon: Icon, size = "md" }: { icon: LucideIcon; size?: IconBadgeSize }) {
  return (
    <span
      aria-hidden="true"
      className={`inline-flex ${sizes[size].box} shrink-0 items-center justify-center rounded-full bg-butter-light text-crust`}
    >
      <Icon className={sizes[size].icon} strokeWidth={1.75} />
    </span>
  );
}
