import { Brain, Candy, Carrot, Clock, Dumbbell, HeartHandshake, HeartPulse, Leaf, PackageOpen, ScanSearch, Smartphone, Tag, Wheat, type LucideIcon } from "lucide-react";
import type { AboutIconName } from "#app/lib/about";
import type { BlogIconName } from "#app/lib/blog";
import { IconBadge, type IconBadgeSize } from "./IconBadge";

export type ContentIconName = AboutIconName | BlogIconName;

/** The lucide icons named by the content modules (about.ts, blog-articles.server.ts), imported one by one. */
const icons: Record<ContentIconName, LucideIcon> = {
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

/** The icon a content module names, as a decorative badge. */
export function ContentIcon({ name, size = "md" }: { name: ContentIconName; size?: IconBadgeSize }) {
  return <IconBadge icon={icons[name]} size={size} />;
}
