import { useState } from "react";
import { useHydrated } from "#app/lib/use-hydrated";
import { SectionHeading } from "./SectionHeading";

export type VideoView = { id: string; title: string; description: string; videoUrl: string };

export const VIDEOS_SHOWN = 4;

function VideoCard({ video, className = "" }: { video: VideoView; className?: string }) {
  const title = video.title.trim() || "Untitled Video";
  const description = video.description.trim() || "No description provided.";
  return (
    <li className={`overflow-hidden rounded-card bg-white shadow-soft ring-1 ring-crust/5 ${className}`}>
      {/* Owner uploads carry no caption files; the title and description below describe each video. */}
      {/* eslint-disable-next-line jsx-a11y/media-has-caption */}
      <video controls preload="metadata" playsInline src={video.videoUrl} className="aspect-video w-full bg-espresso" aria-label={title} />
      <div className="p-4">
        <h3 className="font-display text-lg font-semibold text-espresso">{title}</h3>
        <p className="mt-1 text-sm text-muted">{description}</p>
      </div>
    </li>
  );
}

const toggleClass =
  "inline-flex cursor-pointer items-center rounded-full border border-crust/25 bg-white px-6 py-2.5 font-semibold text-crust shadow-sm transition hover:bg-cream-deep";

/**
 * 'Slice Stories': hidden without videos; the first four, then 'Show More' / 'Show Less'. Without JavaScript
 * every video is in the page and a checkbox (styled as the button) reveals the extra ones through CSS.
 */
export function SliceStories({ videos }: { videos: VideoView[] }) {
  const hydrated = useHydrated();
  const [expanded, setExpanded] = useState(false);
  if (videos.length === 0) return null;
  const more = videos.length > VIDEOS_SHOWN;
  const first = videos.slice(0, VIDEOS_SHOWN);
  const rest = videos.slice(VIDEOS_SHOWN);

  return (
    <section aria-labelledby="slice-stories-heading" className="group/videos container-page py-14 sm:py-20">
      <SectionHeading
        id="slice-stories-heading"
        eyebrow="From our kitchen"
        title="Slice Stories"
        lead="Early mornings, warm ovens and the people who bake your bread."
      />
      {more && !hydrated && <input type="checkbox" id="slice-stories-more" className="peer sr-only" />}
      <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4" data-testid="slice-stories">
        {first.map((video) => (
          <VideoCard key={video.id} video={video} />
        ))}
        {hydrated
          ? expanded && rest.map((video) => <VideoCard key={video.id} video={video} />)
          : rest.map((video) => (
              <VideoCard key={video.id} video={video} className="hidden group-has-[#slice-stories-more:checked]/videos:block" />
            ))}
      </ul>
      {more && (
        <div className="mt-8 flex justify-center">
          {hydrated ? (
            <button type="button" aria-expanded={expanded} onClick={() => setExpanded((v) => !v)} className={toggleClass}>
              {expanded ? "Show Less" : "Show More"}
            </button>
          ) : (
            <label htmlFor="slice-stories-more" className={`${toggleClass} group-has-[#slice-stories-more:focus-visible]/videos:outline-3 group-has-[#slice-stories-more:focus-visible]/videos:outline-butter`}>
              <span className="group-has-[#slice-stories-more:checked]/videos:hidden">Show More</span>
              <span className="hidden group-has-[#slice-stories-more:checked]/videos:inline">Show Less</span>
            </label>
          )}
        </div>
      )}
    </section>
  );
}
