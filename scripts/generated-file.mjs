// What the generators run by `npm run generate` share (subset-fonts, diet-icons, platform-logos): a file in
// app/generated is made again only when one of its sources, or the generator itself, is newer than it.
import { mkdir, stat, writeFile } from "node:fs/promises";
import path from "node:path";

const mtime = async (file) => (await stat(file).catch(() => null))?.mtimeMs ?? -1;

/** Whether `target` exists and is newer than every file of `sources`. */
export async function isCurrent(target, sources) {
  const times = await Promise.all(sources.map(mtime));
  return (await mtime(target)) > Math.max(...times);
}

/** Writes `content` to `target` (making its folder) and says so with its size. */
export async function writeGenerated(target, content) {
  await mkdir(path.dirname(target), { recursive: true });
  await writeFile(target, content);
  console.log(`${target}: ${(content.length / 1000).toFixed(1)} kB`);
}
