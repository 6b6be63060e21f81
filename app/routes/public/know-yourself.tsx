import Droplet from "lucide-react/icons/droplet";
import Flame from "lucide-react/icons/flame";
import Lightbulb from "lucide-react/icons/lightbulb";
import { fieldFeedback, FieldError, publicInputClass } from "#app/components/ui/Field";
import { Swatch } from "#app/components/ui/Swatch";
import { StatusMessage } from "#app/components/ui/StatusMessage";
import { lazy, Suspense, useEffect, useRef, useState, type FormEvent, type Ref } from "react";
import { data, Form, Link } from "react-router";
import { IconBadge } from "#app/components/public/IconBadge";
import { PageIntro } from "#app/components/public/PageIntro";
import {
  ACTIVITY_LEVELS,
  calculateHealthReport,
  calorieShares,
  DEFAULT_CHOICES,
  fieldsFromForm,
  GENDERS,
  GOALS,
  HEALTH_TIP,
  MEASURE_FIELDS,
  parseCalculatorInput,
  PLAUSIBLE_RANGES,
  rangeHint,
  type MeasureField,
  type CalculatorFields,
  type HealthReport,
} from "#app/lib/calculator";
import { DAILY_NEED_KEY, DAILY_NEED_RANGE, storedDailyNeed } from "#app/lib/nutrition";
import { site } from "#app/lib/site-config";
import { readForm } from "#app/server/storage/uploads.server";
import type { Route } from "./+types/know-yourself";
import { formatNumber } from "#app/lib/numbers";

// Victory is loaded only on this page and only once a report is on screen.
const CaloriePie = lazy(() => import("#app/components/public/CaloriePie").then((m) => ({ default: m.CaloriePie })));

export function meta(): Route.MetaDescriptors {
  const description =
    "Work out your BMI, daily calories, protein, fats, carbohydrates and water in seconds. Free, private, and nothing leaves your browser.";
  return [
    { title: `Know Yourself: health calculator | ${site.name}` },
    { name: "description", content: description },
    { property: "og:title", content: `Know Yourself | ${site.name}` },
    { property: "og:description", content: description },
    { property: "og:type", content: "website" },
  ];
}

type FormValues = Record<keyof CalculatorFields, string>;

/** Without JavaScript the form posts here and the server renders the same report from the same module. */
export async function action({ request }: Route.ActionArgs) {
  const read = await readForm(request);
  if (!read.ok) return data({ values: {} as Partial<FormValues>, report: null, error: read.message, fields: {} }, { status: read.status });
  const fields = fieldsFromForm(read.form);
  const values = Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, String(v ?? "")])) as FormValues;
  const parsed = parseCalculatorInput(fields);
  if (!parsed.ok) return data({ values, report: null, error: parsed.error, fields: parsed.fields }, { status: 400 });
  return { values, report: calculateHealthReport(parsed.input), error: null, fields: {} };
}

type FieldErrors = Partial<Record<MeasureField, string>>;
type Outcome = { report: HealthReport | null; error: string | null; fields: FieldErrors };

/** Whether product pages can use this daily need (they disbelieve stored values outside the range). */
const usableDailyNeed = (kcal: number) => kcal >= DAILY_NEED_RANGE.min && kcal <= DAILY_NEED_RANGE.max;

export default function KnowYourself({ actionData }: Route.ComponentProps) {
  const [outcome, setOutcome] = useState<Outcome>({
    report: actionData?.report ?? null,
    error: actionData?.error ?? null,
    fields: actionData?.fields ?? {},
  });
  const formRef = useRef<HTMLFormElement>(null);
  const reportHeading = useRef<HTMLHeadingElement>(null);
  const [focusReport, setFocusReport] = useState(0);
  const values: Partial<FormValues> = actionData?.values ?? {};

  useEffect(() => {
    if (focusReport > 0) reportHeading.current?.focus();
  }, [focusReport]);

  // The daily need stays in this browser (never sent anywhere): product pages show a serving's share of it.
  const calorieNeeds = outcome.report?.calorieNeeds;
  useEffect(() => {
    if (calorieNeeds === undefined || !usableDailyNeed(calorieNeeds)) return;
    try {
      window.localStorage.setItem(DAILY_NEED_KEY, storedDailyNeed(calorieNeeds));
    } catch {
      // Storage blocked or full: product pages keep the 2,000 kcal reference.
    }
  }, [calorieNeeds]);

  // With JavaScript: compute in the browser, no request (the figures never leave the visitor's device).
  function calculate(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = parseCalculatorInput(fieldsFromForm(new FormData(event.currentTarget)));
    if (!parsed.ok) {
      // The earlier report (and the daily need stored from it) stays: a refused entry replaces nothing.
      setOutcome((current) => ({ report: current.report, error: parsed.error, fields: parsed.fields }));
      const first = MEASURE_FIELDS.find((field) => parsed.fields[field]);
      if (first) formRef.current?.querySelector<HTMLInputElement>(`#calc-${first}`)?.focus();
      return;
    }
    setOutcome({ report: calculateHealthReport(parsed.input), error: null, fields: {} });
    setFocusReport((n) => n + 1);
  }

  const errorId = "calculator-error";
  const feedback = fieldFeedback(outcome.fields, MEASURE_FIELDS);

  return (
    <>
      <PageIntro eyebrow="Health calculator" title="Know Yourself">
        <p>
          A quick, honest estimate of your BMI and what your body needs each day. Everything is worked out right here in
          your browser.
        </p>
      </PageIntro>

      <div className="container-page grid items-start gap-8 py-12 lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)] lg:gap-10">
        <section
          aria-labelledby="calculator-heading"
          className="rounded-[var(--radius-card)] bg-white p-6 shadow-soft sm:p-8"
        >
          <h2 id="calculator-heading" className="text-2xl font-semibold text-crust">
            Your details
          </h2>
          <Form method="post" noValidate onSubmit={calculate} ref={formRef} className="mt-6 space-y-5">
            <div className="grid gap-4 sm:grid-cols-3">
              <NumberField name="height" label="Height (cm)" defaultValue={values.height} {...feedback("height")} summaryId={errorId} />
              <NumberField name="weight" label="Weight (kg)" defaultValue={values.weight} {...feedback("weight")} summaryId={errorId} />
              <NumberField name="age" label="Age" defaultValue={values.age} {...feedback("age")} summaryId={errorId} step="1" />
            </div>

            <fieldset>
              <legend className="text-sm font-semibold text-espresso">Gender</legend>
              <div className="mt-2 grid grid-cols-2 gap-3">
                {GENDERS.map((gender) => (
                  <label
                    key={gender.value}
                    className="flex cursor-pointer items-center gap-3 rounded-xl border border-crust/20 bg-cream px-4 py-3 font-medium has-checked:border-crust has-checked:bg-butter-light/60 has-focus-visible:outline-3 has-focus-visible:outline-crust"
                  >
                    <input
                      type="radio"
                      name="gender"
                      value={gender.value}
                      defaultChecked={(values.gender || DEFAULT_CHOICES.gender) === gender.value}
                      className="size-4 accent-crust"
                    />
                    {gender.label}
                  </label>
                ))}
              </div>
            </fieldset>

            <SelectField
              name="activity"
              label="Activity level"
              options={ACTIVITY_LEVELS}
              defaultValue={values.activity || DEFAULT_CHOICES.activity}
            />
            <SelectField name="goal" label="Goal" options={GOALS} defaultValue={values.goal || DEFAULT_CHOICES.goal} />

            {outcome.error ? (
              <StatusMessage id={errorId} tone="error" look="panel">
                {outcome.error}
              </StatusMessage>
            ) : null}

            <button
              type="submit"
              className="w-full rounded-full bg-crust px-6 py-3.5 text-lg font-semibold text-white shadow-soft transition hover:bg-crust-dark"
            >
              Calculate
            </button>
          </Form>
        </section>

        {outcome.report ? (
          <Report report={outcome.report} headingRef={reportHeading} />
        ) : (
          <section
            aria-label="Report preview"
            className="hidden h-full min-h-80 flex-col items-center justify-center gap-4 rounded-[var(--radius-card)] border-2 border-dashed border-crust/20 p-10 text-center lg:flex"
          >
            <IconBadge icon={Flame} size="xl" />
            <p className="max-w-sm text-lg text-muted">
              Fill in your details and press Calculate to see your BMI, daily calories and a macro breakdown.
            </p>
          </section>
        )}
      </div>
    </>
  );
}

const inputClass = publicInputClass("cream");

/** A measure with its plausible range stated under it before any submit, and its own message when refused. */
function NumberField({
  name,
  label,
  defaultValue,
  error,
  autoFocus,
  summaryId,
  step = "any",
}: {
  name: MeasureField;
  label: string;
  defaultValue?: string;
  error?: string;
  /** The first refused field of a page the server rendered (no JavaScript): focused as the page loads. */
  autoFocus?: boolean;
  summaryId: string;
  step?: string;
}) {
  const { min, max } = PLAUSIBLE_RANGES[name];
  const id = `calc-${name}`;
  const describedBy = error ? `${id}-hint ${id}-error ${summaryId}` : `${id}-hint`;
  return (
    <div>
      <label htmlFor={id} className="text-sm font-semibold text-espresso">
        {label}
      </label>
      <input
        id={id}
        name={name}
        type="number"
        inputMode="decimal"
        min={min}
        max={max}
        step={step}
        defaultValue={defaultValue}
        className={`mt-2 ${inputClass}`}
        aria-describedby={describedBy}
        {...(error ? { "aria-invalid": true } : {})}
        {...(autoFocus ? { autoFocus } : {})}
      />
      <p id={`${id}-hint`} className="mt-1 text-xs text-muted">
        {rangeHint(name)}
      </p>
      {error ? <FieldError id={id}>{error}</FieldError> : null}
    </div>
  );
}

function SelectField({
  name,
  label,
  options,
  defaultValue,
}: {
  name: string;
  label: string;
  options: readonly { value: string; label: string }[];
  defaultValue: string;
}) {
  return (
    <div>
      <label htmlFor={`calc-${name}`} className="text-sm font-semibold text-espresso">
        {label}
      </label>
      <select id={`calc-${name}`} name={name} defaultValue={defaultValue} className={`mt-2 ${inputClass}`}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

function Report({ report, headingRef }: { report: HealthReport; headingRef: Ref<HTMLHeadingElement> }) {
  const shares = calorieShares(report);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  const figures = [
    { label: "Daily Calorie Needs", value: String(report.calorieNeeds), unit: "kcal" },
    { label: "Protein", value: String(report.protein), unit: "g" },
    { label: "Fats", value: String(report.fats), unit: "g" },
    { label: "Carbohydrates", value: String(report.carbs), unit: "g" },
    { label: "Water Intake", value: String(report.waterIntake), unit: "ml/day" },
  ];

  return (
    <section
      aria-labelledby="report-heading"
      className="rounded-[var(--radius-card)] bg-white p-6 shadow-soft sm:p-8"
      data-testid="health-report"
    >
      <h2 id="report-heading" ref={headingRef} tabIndex={-1} className="text-2xl font-semibold text-crust">
        Your Health Report
      </h2>

      <dl className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-3">
        <div className="col-span-2 rounded-2xl bg-crust p-5 text-white sm:col-span-3">
          <dt className="text-sm font-semibold uppercase tracking-wider text-butter-light">BMI</dt>
          <dd className="mt-1 flex flex-wrap items-baseline gap-x-3">
            <span className="font-display text-4xl font-semibold" data-testid="bmi">
              {report.bmi.toFixed(2)}
            </span>
            <span className="rounded-full bg-white/15 px-3 py-1 text-sm font-semibold" data-testid="bmi-category">
              {report.bmiCategory}
            </span>
          </dd>
        </div>
        {figures.map((figure, index) => (
          <div
            key={figure.label}
            className={`rounded-2xl bg-cream p-4 ${index === figures.length - 1 ? "col-span-2 sm:col-span-2" : ""}`}
          >
            <dt className="text-sm font-medium text-muted">{figure.label}</dt>
            <dd className="mt-1 text-espresso">
              <span className="font-display text-2xl font-semibold">{figure.value}</span>{" "}
              <span className="text-sm text-muted">({figure.unit})</span>
            </dd>
          </div>
        ))}
      </dl>

      <div className="mt-8 grid items-center gap-6 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <div className="mx-auto aspect-square w-full max-w-60" data-testid="calorie-chart">
          {hydrated ? (
            <Suspense fallback={<div className="size-full animate-pulse rounded-full bg-cream-deep" />}>
              <CaloriePie shares={shares} />
            </Suspense>
          ) : (
            <div aria-hidden="true" className="size-full rounded-full bg-cream-deep" />
          )}
        </div>
        <div>
          <h3 className="text-lg font-semibold text-espresso">Calories by source</h3>
          <ul className="mt-3 space-y-2" aria-label="Calories from Protein, Fats and Carbs">
            {shares.map((share) => (
              <li key={share.key} className="flex items-center gap-3">
                <Swatch color={share.color} className="size-4 rounded-full" />
                <span className="font-medium text-espresso">{share.label}</span>
                <span className="ml-auto tabular-nums text-muted">
                  {share.kcal} kcal ({share.percent}%)
                </span>
              </li>
            ))}
          </ul>
          <p className="mt-4 flex items-center gap-2 text-sm text-muted">
            <Droplet aria-hidden="true" className="size-4 text-blue-700" />
            Spread your {report.waterIntake} ml of water across the day.
          </p>
        </div>
      </div>

      <p className="mt-8 flex gap-3 rounded-2xl bg-butter-light/60 px-5 py-4 font-medium text-espresso">
        <Lightbulb aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-crust" />
        {HEALTH_TIP}
      </p>
      {hydrated && !usableDailyNeed(report.calorieNeeds) ? (
        <p className="mt-4 text-sm text-muted">
          Our product pages keep showing a serving against a 2,000 kcal day: {report.calorieNeeds} kcal is outside the{" "}
          {formatNumber(DAILY_NEED_RANGE.min)} to {formatNumber(DAILY_NEED_RANGE.max)} kcal they
          work with.
        </p>
      ) : hydrated ? (
        <p className="mt-4 text-sm text-muted">
          Our product pages now show what one serving is of your {report.calorieNeeds} kcal a day. The figure stays in
          this browser only; nothing is sent to us.{" "}
          <Link to="/offerings" className="font-semibold text-crust underline underline-offset-4">
            Browse the menu
          </Link>
        </p>
      ) : null}
    </section>
  );
}
