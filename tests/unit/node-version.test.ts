import { describe, expect, it } from 'vitest';
import { nodeVersionProblem, requiredNodeMajor } from '../../scripts/node-version.mjs';

describe('npm start on an older Node.js', () => {
  it('reads the required major version from package.json engines', () => {
    expect(requiredNodeMajor()).toBe(22);
  });

  it('refuses Node.js 20 with one line that says what to install', () => {
    const problem = nodeVersionProblem('20.20.2');
    expect(problem).toContain('Node.js 22 or newer');
    expect(problem).toContain('20.20.2');
    expect(problem).not.toContain('\n');
    expect(problem).not.toContain('../shared');
  });

  it('accepts Node.js 22 and newer', () => {
    expect(nodeVersionProblem('22.0.0')).toBeNull();
    expect(nodeVersionProblem('24.21.0')).toBeNull();
  });
});
