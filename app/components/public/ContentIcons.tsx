import {
  Brain,
  Candy,
  Carrot,
  Clock,
  Dumbbell,
  HeartHandshake,
  HeartPulse,
  Leaf,
  type LucideIcon,
  PackageOpen,
  ScanSearch,
  Smartphone,
  Tag,
  Wheat,
} from "lucide-react";
import type { AboutIconName } from "#app/lib/about";
import type { BlogIconName } from "#app/lib/blog-articles";

/** The lucide icons named by the content modules (about.ts, blog-articles.ts), imported one by one. */
const icons: Record<AboutIconName | BlogIconName, LucideIcon> = {
  Brain,
  Candy,
  Carrot,
  Clock,
  Dumbbell,
  HeartHandshake,
  HeartPulse,
  Leaf,
  PackageOpen,
  ScanSearch,
  Smartphone,
  Tag,
  Wheat,
};

/** A decorative icon in a soft butter circle; the text next to it carries the meaning. */
export function ContentIcon({ name, size = "md" }: { name: AboutIconName | BlogIconName; size?: "sm" | "md" }) {
  const Icon = icons[name];
  const box = size === "sm" ? "size-10" : "size-12";
  return (
    <span
      aria-hidden="true"
      className={`inline-flex ${box} shrink-0 items-center justify-center rounded-full bg-butter-light text-crust`}
    >
      <Icon className={size === "sm" ? "size-5" : "size-6"} strokeWidth={1.75} />
    </span>
  );
}
