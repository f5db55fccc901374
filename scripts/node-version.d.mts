export function requiredNodeMajor(): number;
export function nodeVersionProblem(version: string, required?: number): string | null;
export function requireSupportedNode(): void;
