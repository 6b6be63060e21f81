// Filling a form again with what was typed before the session ended (the admin layout's ResumeNotice). Which
// form: the one sent to the same address whose hidden fields agree most with what was sent (on an order's page
// each status change is its own form, told apart by its hidden "to"), and that has a field to fill. Only what a
// person types is filled: hidden fields keep the page's own values (a record's current version, the session's
// CSRF token), files and passwords are never kept. Nothing is submitted.

export type FormShape = {
  /** The path the form posts to. */
  action: string;
  /** Its hidden fields, name and value. */
  hidden: [string, string][];
  /** The names of the fields a person fills in. */
  fields: string[];
};

export type Typed = { action: string | null; values: [string, string][] };

/** The index of the form `typed` came from among `forms`, or -1 when none fits. */
export function chooseForm(forms: FormShape[], typed: Typed): number {
  const sent = new Map<string, string[]>();
  for (const [name, value] of typed.values) sent.set(name, [...(sent.get(name) ?? []), value]);
  let best = -1;
  let bestScore = 0;
  forms.forEach((form, index) => {
    if (typed.action !== null && form.action !== typed.action) return;
    const filled = new Set(form.fields.filter((name) => sent.has(name))).size;
    if (filled === 0) return;
    let score = filled;
    for (const [name, value] of form.hidden) {
      const values = sent.get(name);
      if (values) score += values.includes(value) ? 1 : -1;
    }
    if (score > bestScore) {
      best = index;
      bestScore = score;
    }
  });
  return best;
}

const NOT_TYPED = new Set(["hidden", "file", "password", "submit", "button", "image", "reset"]);

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

function controlsOf(form: HTMLFormElement): Control[] {
  return Array.from(form.elements).filter(
    (el): el is Control =>
      (el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement) &&
      el.name !== "",
  );
}

function typedControl(el: Control): boolean {
  return !(el instanceof HTMLInputElement && NOT_TYPED.has(el.type));
}

/** What chooseForm needs to know of a form in the page. */
export function shapeOf(form: HTMLFormElement): FormShape {
  const controls = controlsOf(form);
  return {
    action: new URL(form.action, window.location.href).pathname.replace(/\/$/, "") || "/",
    hidden: controls
      .filter((el) => el instanceof HTMLInputElement && el.type === "hidden")
      .map((el) => [el.name, el.value]),
    fields: controls.filter(typedControl).map((el) => el.name),
  };
}

/** Sets a value the way typing would, so that the page's own handlers (counters, React state) see it. */
function setValue(el: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement, value: string) {
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(el), "value")?.set;
  if (setter) setter.call(el, value);
  else el.value = value;
  el.dispatchEvent(new Event("input", { bubbles: true }));
  el.dispatchEvent(new Event("change", { bubbles: true }));
}

/** Fills `form` with `values`; returns the first control filled (to bring into view), or null. */
export function fillForm(form: HTMLFormElement, values: [string, string][]): HTMLElement | null {
  const sent = new Map<string, string[]>();
  for (const [name, value] of values) sent.set(name, [...(sent.get(name) ?? []), value]);
  const seen = new Map<string, number>();
  let first: HTMLElement | null = null;
  for (const el of controlsOf(form).filter(typedControl)) {
    const list = sent.get(el.name);
    if (!list) continue;
    if (el instanceof HTMLInputElement && (el.type === "checkbox" || el.type === "radio")) {
      // A click, as a person would: the page's handlers see the change.
      if (el.checked !== list.includes(el.value)) el.click();
    } else if (el instanceof HTMLSelectElement && el.multiple) {
      for (const option of Array.from(el.options)) option.selected = list.includes(option.value);
      el.dispatchEvent(new Event("change", { bubbles: true }));
    } else {
      const index = seen.get(el.name) ?? 0;
      seen.set(el.name, index + 1);
      const value = list[index];
      if (value === undefined) continue;
      setValue(el, value);
    }
    first ??= el;
  }
  return first;
}
