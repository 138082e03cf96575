#!/usr/bin/env node
// Part of `npm run lint`: keeps the prose readable (issue 37). The README is a map: at most 200 lines and
// 2,500 words, no line over 400 characters. A decision record fits on a screen: at most 600 words. Words are
// counted as `wc -w` counts them (runs of characters between whitespace). Every relative link in the README
// and under docs/ must name a file that exists (and, for a `#fragment` into a Markdown file, a heading in it).
import fs from 'node:fs';
import path from 'node:path';

const ROOT = process.cwd();
const README = { lines: 200, words: 2500, lineLength: 400 };
const RECORD_WORDS = 600;

const problems = [];
const read = (file) => fs.readFileSync(path.join(ROOT, file), 'utf8');
export const wordsOf = (text) => text.split(/\s+/).filter(Boolean).length;

function markdownFiles(dir) {
  const out = [];
  for (const entry of fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true })) {
    const rel = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...markdownFiles(rel));
    else if (entry.name.endsWith('.md')) out.push(rel);
  }
  return out.sort();
}

// The README's limits.
const readme = read('README.md');
const readmeLines = readme.split('\n');
if (readmeLines.at(-1) === '') readmeLines.pop();
if (readmeLines.length > README.lines) problems.push(`README.md: ${readmeLines.length} lines (limit ${README.lines})`);
const readmeWords = wordsOf(readme);
if (readmeWords > README.words) problems.push(`README.md: ${readmeWords} words (limit ${README.words})`);
readmeLines.forEach((line, i) => {
  if (line.length > README.lineLength)
    problems.push(`README.md:${i + 1}: ${line.length} characters (limit ${README.lineLength})`);
});

// Each decision record's size.
for (const file of markdownFiles('docs/decisions')) {
  const words = wordsOf(read(file));
  if (words > RECORD_WORDS) problems.push(`${file}: ${words} words (limit ${RECORD_WORDS})`);
}

// Relative links, outside code blocks and code spans.
const slug = (heading) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[`*_]/g, '')
    .replace(/[^\p{L}\p{N} -]/gu, '')
    .replace(/ /g, '-');
const anchorsOf = new Map();
function anchors(file) {
  if (!anchorsOf.has(file)) {
    const text = read(file).replace(/^```[\s\S]*?^```/gm, '');
    anchorsOf.set(file, new Set([...text.matchAll(/^#{1,6}\s+(.+)$/gm)].map((m) => slug(m[1]))));
  }
  return anchorsOf.get(file);
}
for (const file of ['README.md', ...markdownFiles('docs')]) {
  const text = read(file)
    .replace(/^```[\s\S]*?^```/gm, '')
    .replace(/`[^`\n]*`/g, '');
  for (const match of text.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) {
    const target = match[1];
    if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue; // http:, https:, mailto:
    const [pathPart, fragment] = target.split('#');
    const resolved = pathPart ? path.normalize(path.join(path.dirname(file), decodeURI(pathPart))) : file;
    if (!fs.existsSync(path.join(ROOT, resolved))) {
      problems.push(`${file}: link to ${target}: no such file`);
      continue;
    }
    if (fragment && resolved.endsWith('.md') && !anchors(resolved).has(fragment))
      problems.push(`${file}: link to ${target}: no heading #${fragment} in ${resolved}`);
  }
}

if (problems.length > 0) {
  console.error(`Docs (${problems.length}): the README is a map and a decision record fits on a screen (issue 37).`);
  for (const problem of problems) console.error(`  - ${problem}`);
  process.exit(1);
}
