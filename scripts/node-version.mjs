// `npm start` and `npm run dev` refuse a Node.js older than package.json's `engines.node` with one clear line,
// instead of npm's EBADENGINE warning followed by a start that fails later in a less readable way.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The lowest major version `engines.node` accepts (`>=22` → 22). */
export function requiredNodeMajor() {
  const { engines } = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
  const match = /^>=\s*(\d+)/.exec(engines?.node ?? '');
  if (!match) throw new Error(`package.json engines.node must read ">=N", not "${engines?.node}"`);
  return Number(match[1]);
}

/** The one line to print when `version` (like `20.20.2`) is too old, or null when it will do. */
export function nodeVersionProblem(version, required = requiredNodeMajor()) {
  const major = Number(version.split('.')[0]);
  if (major >= required) return null;
  return (
    `Dahabi needs Node.js ${required} or newer, and this is Node.js ${version}: ` +
    `install Node.js ${required} or newer (for example with a version manager such as nvm: nvm install ${required}) and run the command again.`
  );
}

/** Stops the process with that line when the running Node.js is too old. */
export function requireSupportedNode() {
  const problem = nodeVersionProblem(process.versions.node);
  if (!problem) return;
  console.error(problem);
  process.exit(1);
}
