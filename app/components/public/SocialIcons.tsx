import type { SocialKey } from "#app/lib/site-config";

// lucide-react 1.x ships no brand icons, so the three marks are drawn here as small inline SVGs.
// Each one is an image with an accessible name (role="img" + aria-label), not a link: the bakery gives
// the social icons no real targets, and a link to nowhere would only mislead keyboard and screen reader users.

type IconProps = { label: string; className?: string };

function Instagram({ label, className }: IconProps) {
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox="0 0 24 24"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
    >
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4.2" />
      <circle cx="17.4" cy="6.6" r="1.1" fill="currentColor" stroke="none" />
    </svg>
  );
}

function Facebook({ label, className }: IconProps) {
  return (
    <svg role="img" aria-label={label} viewBox="0 0 24 24" className={className} fill="currentColor">
      <path d="M13.5 21v-7.5h2.6l.4-3.1h-3V8.5c0-.9.3-1.5 1.6-1.5h1.6V4.2c-.3 0-1.3-.1-2.4-.1-2.4 0-4 1.4-4 4.1v2.2H7.7v3.1h2.6V21h3.2Z" />
    </svg>
  );
}

function YouTube({ label, className }: IconProps) {
  return (
    <svg role="img" aria-label={label} viewBox="0 0 24 24" className={className} fill="currentColor">
      <path d="M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.3 5 12 5 12 5s-6.3 0-7.8.4A2.5 2.5 0 0 0 2.4 7.2 26 26 0 0 0 2 12a26 26 0 0 0 .4 4.8 2.5 2.5 0 0 0 1.8 1.8C5.7 19 12 19 12 19s6.3 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8A26 26 0 0 0 22 12a26 26 0 0 0-.4-4.8ZM10 15V9l5.2 3L10 15Z" />
    </svg>
  );
}

export const socialIcons: Record<SocialKey, (props: IconProps) => React.JSX.Element> = {
  instagram: Instagram,
  facebook: Facebook,
  youtube: YouTube,
};
