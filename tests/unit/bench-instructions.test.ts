import { describe, expect, it } from 'vitest';
import { mainThreadInstructions } from '../../scripts/bench/instructions';

// What `callgrind_control -e PID` printed for a renderer with eleven threads (the command line shortened).
const OUTPUT = `PID 12315: /usr/lib/chromium/chromium --type=renderer --no-zygote --renderer-client-id=8

  Totals:         Ir 
   Th 1  126,692,331 
   Th 2       71,383 
   Th 3      266,962 
   Th 9       61,653 
   Th10      172,607 
   Th11       41,196 
`;

describe("the bench's instruction count", () => {
  it("reads the main thread's count apart from the other threads'", () => {
    expect(mainThreadInstructions(OUTPUT)).toBe(126_692_331);
    // Threads 10 and 11 print as "Th10", "Th11": none of them may pass for thread 1.
    expect(mainThreadInstructions(OUTPUT.replace(/^ {3}Th 1 .*\n/m, '   Th 1  5 \n'))).toBe(5);
  });

  it('fails loudly when there is no count for the main thread', () => {
    expect(() => mainThreadInstructions('No active callgrind runs detected.\n')).toThrow(/thread 1/);
    expect(() => mainThreadInstructions(OUTPUT.replace(/^ {3}Th 1 .*\n/m, ''))).toThrow(/thread 1/);
  });
});
