import { useEffect, useState } from "react";
import { chooseForm, fillForm, shapeOf } from "#app/lib/resume-form";
import { useAdminData, type AdminLayoutData } from "./admin-data";

/**
 * After signing in again, on the page whose form was sent when the session had ended: says that nothing was
 * saved, and fills that form in again with what was typed, to check and send (never sent by itself). Without
 * JavaScript (or when the form is no longer on the page) it lists what was typed instead, to enter again.
 */
export function ResumeNotice() {
  const { resume } = useAdminData();
  const [filled, setFilled] = useState(false);

  useEffect(() => {
    if (!resume) return;
    const forms = Array.from(document.querySelectorAll<HTMLFormElement>("main form")).filter(
      (form) => form.method.toLowerCase() === "post",
    );
    const index = chooseForm(forms.map(shapeOf), resume);
    const form = forms[index];
    const first = form ? fillForm(form, resume.values) : null;
    setFilled(first !== null);
    first?.scrollIntoView({ block: "center" });
  }, [resume]);

  return resume ? <ResumeNoticeView resume={resume} filled={filled} /> : null;
}

/** The notice itself: `filled` once the page's script has filled the form in again (never on the server). */
export function ResumeNoticeView({
  resume,
  filled,
}: {
  resume: NonNullable<AdminLayoutData["resume"]>;
  filled: boolean;
}) {
  const typed = resume.values.filter(([, value]) => value.trim() !== "");
  return (
    <div role="status" className="mb-6 rounded-lg border border-butter bg-butter-light px-4 py-3 text-sm text-espresso">
      <p className="font-medium">
        Your session had ended, so your last change was not saved.{" "}
        {typed.length === 0
          ? "What you typed could not be kept (a form with files is not): please enter it again."
          : filled
            ? "What you typed is filled in again below: check it and send it."
            : "Here is what you typed, to enter again."}
        {typed.length > 0 && resume.cut ? " Part of it was too long to keep: check it closely." : ""}
      </p>
      {typed.length > 0 ? (
        <details open={!filled} className="mt-2">
          <summary className="cursor-pointer">What you typed</summary>
          <dl className="mt-2 space-y-1">
            {typed.map(([name, value], i) => (
              <div key={`${name}-${i}`} className="sm:flex sm:gap-2">
                <dt className="font-medium">{name}:</dt>
                <dd className="break-words whitespace-pre-wrap">{value}</dd>
              </div>
            ))}
          </dl>
        </details>
      ) : null}
    </div>
  );
}
