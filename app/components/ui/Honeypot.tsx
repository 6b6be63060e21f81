import { HONEYPOT_FIELD } from "#app/lib/honeypot";

/** A field people never see or reach; bots that fill every input give themselves away (server drops them). */
export function Honeypot() {
  return (
    <div aria-hidden="true" className="absolute top-auto -left-[10000px] h-px w-px overflow-hidden">
      <label>
        Leave this field empty
        <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}
