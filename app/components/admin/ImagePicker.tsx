import { useEffect, useState } from "react";
import { Field } from "#app/components/ui/Field";
import { fileInputClass } from "./ui";

/** A file input for images with live previews (URL.createObjectURL) of what was chosen. */
export function ImagePicker({
  id,
  name,
  label,
  multiple = false,
  hint,
  previewClass = "h-28 w-28",
  onFilesChange,
}: {
  id: string;
  name: string;
  label: string;
  multiple?: boolean;
  hint?: string;
  previewClass?: string;
  onFilesChange?: (count: number) => void;
}) {
  const [previews, setPreviews] = useState<{ url: string; name: string }[]>([]);
  useEffect(() => () => previews.forEach((p) => URL.revokeObjectURL(p.url)), [previews]);
  return (
    <div>
      <Field look="admin" id={id} label={label} hint={hint}>
        <input
          id={id}
          name={name}
          type="file"
          accept="image/*"
          multiple={multiple}
          className={`mt-1 ${fileInputClass}`}
          onChange={(event) => {
            const chosen = Array.from(event.currentTarget.files ?? []);
            setPreviews(chosen.map((file) => ({ url: URL.createObjectURL(file), name: file.name })));
            onFilesChange?.(chosen.length);
          }}
        />
      </Field>
      {previews.length > 0 ? (
        <ul className="mt-3 flex flex-wrap gap-3" aria-label={`${label} preview`}>
          {previews.map((p) => (
            <li key={p.url}>
              <img
                src={p.url}
                alt={`Preview of ${p.name}`}
                className={`${previewClass} rounded-lg border border-stone-200 object-cover`}
              />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
