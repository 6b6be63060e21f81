// The OpenAPI document as a checker: every answer the /api tests see is validated against the operation the
// document gives for its method, path and status (an undocumented status fails the test too), and any body can
// be checked against a request schema. ajv reads JSON Schema 2020-12, the dialect of OpenAPI 3.1.
import Ajv2020, { type ValidateFunction } from "ajv/dist/2020";
import addFormats from "ajv-formats";
import { apiDeclarationOf, type ApiDeclaration } from "#app/server/http/api-route.server";
import { buildOpenApiDocument } from "#app/server/http/openapi.server";

type Operation = {
  requestBody?: { content: Record<string, { schema: unknown }> };
  responses: Record<string, { content?: Record<string, { schema: unknown }> }>;
};
export type OpenApiDocument = {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Record<string, unknown>> };
};

const MODULES = import.meta.glob<{ loader?: unknown; action?: unknown }>("/app/routes/api/*.ts", { eager: true });

let built: { doc: OpenApiDocument; ajv: Ajv2020 } | undefined;

/** The document the server serves, built from the same route declarations, and an ajv that knows its components. */
export function openApi(): { doc: OpenApiDocument; ajv: Ajv2020 } {
  if (built) return built;
  const declarations = Object.values(MODULES)
    .map(apiDeclarationOf)
    .filter((d): d is ApiDeclaration => d !== undefined);
  const doc = buildOpenApiDocument(declarations) as unknown as OpenApiDocument;
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  // Numbers such as 80.55 are not an exact multiple of 0.01 in binary: compare them as the decimals JSON writes.
  ajv.removeKeyword("multipleOf");
  ajv.addKeyword({
    keyword: "multipleOf",
    type: "number",
    schemaType: "number",
    validate: (step: number, data: number) => isDecimalMultiple(data, step),
  });
  // JSON Schema leaves checking JSON text against its contentSchema to the validator: this one does (a form part
  // that carries JSON is then judged by what it holds).
  ajv.removeKeyword("contentSchema");
  ajv.addKeyword({
    keyword: "contentSchema",
    type: "string",
    schemaType: "object",
    compile: (schema: object, parent) => {
      if ((parent as { contentMediaType?: unknown }).contentMediaType !== "application/json") return () => true;
      const text = JSON.stringify(schema).replaceAll('"#/components/', '"openapi#/components/');
      const validate = ajv.compile(JSON.parse(text) as object);
      return (data: string) => {
        let value: unknown;
        try {
          value = JSON.parse(data);
        } catch {
          return false;
        }
        return validate(value);
      };
    },
  });
  ajv.addSchema({ $id: "openapi", components: doc.components });
  built = { doc, ajv };
  return built;
}

/** A number's exact decimal value as JavaScript writes it (the shortest text that reads back the same number). */
function decimal(value: number): { digits: bigint; scale: number } {
  const match = /^(-?)(\d+)(?:\.(\d+))?(?:e([+-]\d+))?$/.exec(String(value));
  if (!match) throw new Error(`Not a finite number: ${value}`);
  const [, sign, whole, fraction = "", exponent = "0"] = match;
  const scale = fraction.length - Number(exponent);
  const digits = BigInt(`${sign}${whole}${fraction}`);
  return scale >= 0 ? { digits, scale } : { digits: digits * 10n ** BigInt(-scale), scale: 0 };
}

/** True when `value` is a whole multiple of `step`, both read as decimals (0.3 is a multiple of 0.1). */
export function isDecimalMultiple(value: number, step: number): boolean {
  if (!Number.isFinite(value)) return false;
  const a = decimal(value);
  const b = decimal(step);
  const scale = Math.max(a.scale, b.scale);
  const scaled = (d: { digits: bigint; scale: number }) => d.digits * 10n ** BigInt(scale - d.scale);
  return scaled(a) % scaled(b) === 0n;
}

const compiled = new Map<string, ValidateFunction>();

/** A validator of `schema` as it stands in the document (its $refs point into the components). */
export function validatorOf(schema: unknown): ValidateFunction {
  const text = JSON.stringify(schema).replaceAll('"#/components/', '"openapi#/components/');
  let validate = compiled.get(text);
  if (!validate) {
    validate = openApi().ajv.compile(JSON.parse(text) as object);
    compiled.set(text, validate);
  }
  return validate;
}

/** The document's path template that a concrete /api path matches (static segments win over {id}), or undefined. */
export function pathTemplateOf(pathname: string): string | undefined {
  const segments = pathname.split("/");
  let best: { template: string; score: number } | undefined;
  for (const template of Object.keys(openApi().doc.paths)) {
    const parts = template.split("/");
    if (parts.length !== segments.length) continue;
    let score = 0;
    let matches = true;
    for (const [i, part] of parts.entries()) {
      if (/^\{.+\}$/.test(part)) continue;
      if (part !== segments[i]) {
        matches = false;
        break;
      }
      score++;
    }
    if (matches && (!best || score > best.score)) best = { template, score };
  }
  return best?.template;
}

/** The request body schema of an operation, for a media type. */
export function requestSchemaOf(method: string, template: string, media = "application/json"): unknown {
  return openApi().doc.paths[template]?.[method.toLowerCase()]?.requestBody?.content[media]?.schema;
}

function describeErrors(validate: ValidateFunction): string {
  return (validate.errors ?? []).map((e) => `${e.instancePath || "/"} ${e.message ?? ""}`).join("; ");
}

/**
 * Checks an answer against the document: its status must be documented for the operation, and a JSON body must
 * validate against that status's schema. Answers of paths the document does not list (the catch-all 404),
 * HEAD, OPTIONS and 304 carry no documented body and pass. Throws with what did not match.
 */
export async function checkAnswer(request: Request, response: Response): Promise<void> {
  const method = request.method.toUpperCase();
  if (method === "HEAD" || method === "OPTIONS" || response.status === 304) return;
  const template = pathTemplateOf(new URL(request.url).pathname);
  if (!template) return;
  const item = openApi().doc.paths[template]!;
  const op = item[method.toLowerCase()];
  const where = `${method} ${template} → ${response.status}`;
  if (!op) {
    if (response.status !== 405) throw new Error(`${where}: an undocumented method answered other than 405`);
    return;
  }
  const documented = op.responses[String(response.status)];
  if (!documented) throw new Error(`${where}: status not in the OpenAPI document`);
  const schema = documented.content?.["application/json"]?.schema;
  if (!schema) return;
  const type = response.headers.get("content-type") ?? "";
  if (!type.startsWith("application/json"))
    throw new Error(`${where}: documented as JSON, answered ${type || "no content type"}`);
  const body: unknown = await response.clone().json();
  const validate = validatorOf(schema);
  if (!validate(body))
    throw new Error(
      `${where}: the body breaks its documented schema: ${describeErrors(validate)}\n${JSON.stringify(body).slice(0, 500)}`,
    );
}

/** True when `body` is what the document allows for the operation's request body (with ajv's messages if not). */
export function requestIsDocumented(
  method: string,
  template: string,
  body: unknown,
  media = "application/json",
): { valid: boolean; errors: string } {
  const schema = requestSchemaOf(method, template, media);
  if (!schema) throw new Error(`${method} ${template} documents no ${media} body`);
  const validate = validatorOf(schema);
  const valid = validate(body);
  return { valid, errors: valid ? "" : describeErrors(validate) };
}
