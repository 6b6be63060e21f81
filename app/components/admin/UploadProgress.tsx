import { uploadLabel } from "./use-xhr-upload";

export function UploadProgress({ progress }: { progress: number }) {
  return (
    <div className="flex flex-col gap-1" role="status">
      <progress
        max={100}
        value={progress}
        aria-label="Upload progress"
        className="h-3 w-full overflow-hidden rounded-full [&::-moz-progress-bar]:bg-crust [&::-webkit-progress-bar]:bg-cream-deep [&::-webkit-progress-value]:bg-crust"
      />
      <span className="text-sm font-medium text-muted">{uploadLabel(progress)}</span>
    </div>
  );
}
