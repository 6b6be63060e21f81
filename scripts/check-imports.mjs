// `npm run check:imports` (and tests/unit/imports.test.ts, so every `npm test` runs it): the imports of
// app/**/*.ts(x), read with the TypeScript compiler's own pre-parser (static, type-only, re-exports and dynamic
// `import()` alike), must form no circle and must not point upwards:
//   lib/         runs in the browser and in Node: imports no routes/, components/ or server/
//   components/  imports no routes/ and no server/
//   server/      imports no routes/ and no components/
//   app/         imports nothing outside app/ (tools/, tests/, scripts/) but packages
// Specifiers resolved: relative paths and `#app/*` (package.json "imports"); packages, assets, the generated
// Prisma client and the generated `./+types/*` route types are not followed.
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";

const EXTENSIONS = [".ts", ".tsx", "/index.ts", "/index.tsx"];

/** Layer rules: files under `from` must not import files under any of `not`. Paths relative to the root. */
export const LAYER_RULES = [
  { from: "app/lib/", not: ["app/routes/", "app/components/", "app/server/"] },
  { from: "app/components/", not: ["app/routes/", "app/server/"] },
  { from: "app/server/", not: ["app/routes/", "app/components/"] },
];

/** Every .ts/.tsx file under `dir` (relative paths with `/`), the generated Prisma client left out. */
export function listSources(root, dir = "app") {
  const out = [];
  const walk = (rel) => {
    for (const name of readdirSync(path.join(root, rel))) {
      const child = `${rel}/${name}`;
      if (child === "app/generated") continue;
      if (statSync(path.join(root, child)).isDirectory()) walk(child);
      else if (/\.tsx?$/.test(name) && !name.endsWith(".d.ts")) out.push(child);
    }
  };
  walk(dir);
  return out.sort();
}

function resolve(from, specifier, exists) {
  let base;
  if (specifier.startsWith("#app/")) base = `app/${specifier.slice(5)}`;
  else if (specifier.startsWith("./") || specifier.startsWith("../")) base = path.posix.join(path.posix.dirname(from), specifier);
  else return null; // a package
  if (base.includes("/+types/")) return null; // React Router's generated route types
  if (base.startsWith("app/generated/")) return null; // the generated Prisma client (eslint keeps it in server/)
  if (/\.(css|json|svg|webp|png)(\?.*)?$/.test(base)) return null; // assets
  if (exists(base)) return base;
  for (const ext of EXTENSIONS) if (exists(base + ext)) return base + ext;
  return { unresolved: base };
}

/**
 * The problems in a set of sources: `sources` maps a root-relative path to its text. Returns readable lines:
 * layer violations, imports leaving app/, unresolved relative imports, and each import circle once.
 */
export function analyseImports(sources) {
  const exists = (p) => Object.hasOwn(sources, p);
  const graph = new Map();
  const problems = [];
  for (const [file, text] of Object.entries(sources)) {
    const edges = [];
    for (const { fileName: specifier } of ts.preProcessFile(text, true, true).importedFiles) {
      const target = resolve(file, specifier, exists);
      if (target === null) continue;
      if (typeof target === "object") {
        if (!target.unresolved.startsWith("app/")) problems.push(`${file} imports ${specifier}, outside app/`);
        else problems.push(`${file} imports ${specifier}, which is not a file`);
        continue;
      }
      if (!target.startsWith("app/")) {
        problems.push(`${file} imports ${specifier}, outside app/`);
        continue;
      }
      for (const rule of LAYER_RULES) {
        const layer = file.startsWith(rule.from) && rule.not.find((up) => target.startsWith(up));
        if (layer) problems.push(`${file} imports ${target}: ${rule.from} must not import ${layer}`);
      }
      edges.push(target);
    }
    graph.set(file, [...new Set(edges)]);
  }
  problems.push(...findCycles(graph).map((cycle) => `import circle: ${cycle.join(" -> ")}`));
  return problems;
}

/** Each strongly connected component with more than one file (or a file importing itself), as one circle. */
function findCycles(graph) {
  // Tarjan's algorithm, iterative (deep import chains would overflow a recursive one).
  let counter = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const cycles = [];
  for (const start of [...graph.keys()].sort()) {
    if (index.has(start)) continue;
    const work = [[start, 0]];
    index.set(start, counter);
    low.set(start, counter++);
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const frame = work[work.length - 1];
      const [node, i] = frame;
      const edges = graph.get(node) ?? [];
      if (i < edges.length) {
        frame[1]++;
        const next = edges[i];
        if (!graph.has(next)) continue;
        if (!index.has(next)) {
          index.set(next, counter);
          low.set(next, counter++);
          stack.push(next);
          onStack.add(next);
          work.push([next, 0]);
        } else if (onStack.has(next)) low.set(node, Math.min(low.get(node), index.get(next)));
        continue;
      }
      work.pop();
      if (work.length > 0) {
        const parent = work[work.length - 1][0];
        low.set(parent, Math.min(low.get(parent), low.get(node)));
      }
      if (low.get(node) === index.get(node)) {
        const component = [];
        let member;
        do {
          member = stack.pop();
          onStack.delete(member);
          component.push(member);
        } while (member !== node);
        if (component.length > 1 || edges.includes(node)) cycles.push(pathThrough(graph, component.sort()));
      }
    }
  }
  return cycles;
}

/** One readable circle through a component: from its first file back to it (shortest path, breadth first). */
function pathThrough(graph, component) {
  const members = new Set(component);
  const start = component[0];
  const previous = new Map();
  const queue = [start];
  while (queue.length > 0) {
    const node = queue.shift();
    for (const next of graph.get(node) ?? []) {
      if (!members.has(next)) continue;
      if (next === start) {
        const chain = [node];
        while (chain[0] !== start) chain.unshift(previous.get(chain[0]));
        return [...chain, start];
      }
      if (!previous.has(next)) {
        previous.set(next, node);
        queue.push(next);
      }
    }
  }
  return component;
}

export function checkImports(root) {
  const sources = Object.fromEntries(listSources(root).map((file) => [file, readFileSync(path.join(root, file), "utf8")]));
  return { files: Object.keys(sources).length, problems: analyseImports(sources) };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
  const { files, problems } = checkImports(root);
  for (const line of problems) console.error(line);
  if (problems.length > 0) {
    console.error(`check-imports: ${problems.length} problem(s) in the imports of app/ (${files} files).`);
    process.exit(1);
  }
  console.log(`check-imports: ${files} files under app/, no import circle, no upward import.`);
}
