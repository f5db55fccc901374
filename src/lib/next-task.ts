/**
 * Resolves in a task of its own, the browser free before it to handle a tap, a key or a frame: the entries start in
 * stages so (architecture §7: total blocking time).
 */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
