import type { LucideIcon } from "lucide-react";
import Brain from "lucide-react/icons/brain";
import Candy from "lucide-react/icons/candy";
import Carrot from "lucide-react/icons/carrot";
import Clock from "lucide-react/icons/clock";
import Dumbbell from "lucide-react/icons/dumbbell";
import HeartHandshake from "lucide-react/icons/heart-handshake";
import HeartPulse from "lucide-react/icons/heart-pulse";
import Leaf from "lucide-react/icons/leaf";
import PackageOpen from "lucide-react/icons/package-open";
import ScanSearch from "lucide-react/icons/scan-search";
import Smartphone from "lucide-react/icons/smartphone";
import Tag from "lucide-react/icons/tag";
import Wheat from "lucide-react/icons/wheat";
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
